import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../mail/mailer.ts';
import { registerDeliveriesAction } from './deliveries.action.ts';
import { registerMassSendPdfAction } from './mass-send-pdf.action.ts';
import { registerSendPdfAction } from './send-pdf.action.ts';

/** Sending account and act PDFs by e-mail (issue 12 item 5) and the account's delivery history. */
export function registerAccountSendingRoutes(app: FastifyInstance, mailer: Mailer) {
  registerSendPdfAction(app, mailer);
  registerMassSendPdfAction(app, mailer);
  registerDeliveriesAction(app);
}
