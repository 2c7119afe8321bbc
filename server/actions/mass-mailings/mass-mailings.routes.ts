import type { FastifyInstance } from 'fastify';
import { texts } from '../../../core/texts.ts';
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
}

/** Spec 02 §7: the mailing's file, the sending, and the `mass_mailing` background job behind it. */
export function registerMassMailingRoutes(app: FastifyInstance, options: MassMailingRouteOptions) {
  registerMailingFileActions(app, options.storage);
  registerSendMailing(app);
  app.jobs.register(
    MASS_MAILING_JOB,
    massMailingJob({
      mailer: options.mailer,
      whatsapp: options.whatsapp,
      readFile: (key) => options.storage.read(key),
      fileUrl: () => null,
    }),
    { failureText: texts.massMailingFailed },
  );
}
