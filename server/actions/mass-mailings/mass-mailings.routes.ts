import type { FastifyInstance } from 'fastify';
import { texts } from '../../../core/texts.ts';
import { mailingFileLink } from '../../domain/mass-mailings/mailing-file-link.ts';
import { MASS_MAILING_JOB, massMailingJob } from '../../domain/mass-mailings/mass-mailing.job.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { WhatsAppProvider } from '../../mail/whatsapp-provider.ts';
import { registerMailingFileActions } from './mailing-file.action.ts';
import { registerSendMailing } from './send-mailing.action.ts';

export interface MassMailingRouteOptions {
  mailer: Mailer;
  whatsapp: WhatsAppProvider;
  storage: FileStorage;
  /** Signs the file links given to WhatsApp gateways. */
  secretKey: string;
  /** PUBLIC_URL: without it WhatsApp messages go without the file link. */
  publicUrl?: string;
}

/** Spec 02 §7: the mailing's file, the sending, and the `mass_mailing` background job behind it. */
export function registerMassMailingRoutes(app: FastifyInstance, options: MassMailingRouteOptions) {
  registerMailingFileActions(app, options.storage, options.secretKey);
  registerSendMailing(app);
  app.jobs.register(
    MASS_MAILING_JOB,
    massMailingJob({
      mailer: options.mailer,
      whatsapp: options.whatsapp,
      readFile: (key) => options.storage.read(key),
      fileUrl: (id, fileName) => mailingFileLink(options.publicUrl, options.secretKey, id, fileName),
    }),
    { failureText: texts.massMailingFailed },
  );
}
