import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../mail/mailer.ts';
import { registerChangesHistoryAction } from './changes-history.action.ts';
import { registerClientChangesActions } from './client-changes.action.ts';
import { registerFiredIndividualActions } from './fired-individuals.action.ts';
import { registerOrderCommentActions } from './order-comments.action.ts';
import { registerOrderFileActions } from './order-files.action.ts';
import { registerOrdersToConnectAction } from './orders-to-connect.action.ts';
import { registerOutsourcingActions } from './outsourcing.action.ts';
import { registerSendIndividualsDataAction } from './send-individuals-data.action.ts';
import type { FileStorage } from '../../files/file-storage.ts';

/** The order card's extra calls (issue 10 item 5; docs/api.md «Order card extras»). */
export async function registerOrderExtraRoutes(
  app: FastifyInstance,
  options: { mailer: Mailer; storage: FileStorage },
) {
  registerOrdersToConnectAction(app);
  registerChangesHistoryAction(app);
  registerOrderCommentActions(app);
  registerFiredIndividualActions(app);
  registerClientChangesActions(app);
  registerOutsourcingActions(app);
  registerSendIndividualsDataAction(app, options.mailer);
  await registerOrderFileActions(app, options.storage);
}
