import type { FastifyInstance } from 'fastify';
import { actDeliveries, massSendActPdf, sendActPdf } from '../../../core/actions/defs/acts.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { pdfDeliveryFailed, texts } from '../../../core/texts.ts';
import { notFound } from '../../crud/record-repository.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import { resourceHooks } from '../../domain/resource-hooks.index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mountAction } from '../mount-action.ts';
import { type DeliveryRow, deliverDocuments } from '../account-sending/deliver-documents.ts';
import { contactMissing } from '../account-sending/document-recipient.ts';
import { actAddress, actSendRefusal, actToSend, deliveryAnswer } from './act-send-facts.ts';
import { MASS_SEND_ACT_PDF, massSendActPdfHandler } from './mass-send-act-pdf.job.ts';

const def = resources.acts;

/** «Отправить акт» (issue 24 item 3): one act now, several in a job, and the act's journal of letters. */
export function registerActSendingRoutes(app: FastifyInstance, mailer: Mailer) {
  app.jobs.register(MASS_SEND_ACT_PDF, massSendActPdfHandler(mailer), { failureText: texts.actSendJobFailed });

  // Outside a transaction: the letter's journal row must stay when the mail server refuses it.
  mountAction(
    app,
    sendActPdf,
    async ({ params, body, user }) => {
      const act = await actToSend(app.db, params.id);
      if (!act) throw notFound(def, params.id);
      const refusal = await actSendRefusal(app.db, act);
      if (refusal) throw refusal;
      const checkCopy = body.dont_send_to_client === true;
      const to = await actAddress(app.db, act, checkCopy ? user.email : null);
      if (!to) throw contactMissing();
      const { row } = await deliverDocuments(app.db, mailer, {
        accountId: null,
        withAccount: false,
        actId: act.id,
        to,
        checkCopy,
        jobId: null,
        userId: user.id,
      });
      if (row.result === 'error') {
        const message = pdfDeliveryFailed(to, row.error ?? '');
        throw new AppError('validation', message, { base: [message] }, [message]);
      }
      return {
        message: texts.actSent,
        record: await answerRecord(app.db, def, resourceHooks.acts ?? {}, act.id),
        delivery: deliveryAnswer(row),
      };
    },
    { transaction: false },
  );

  // The acts are checked when the job reaches them (each a report row), as the accounts' job does;
  // only unknown numbers refuse the whole request.
  mountAction(app, massSendActPdf, async ({ trx, body, user, reply }) => {
    const found = await trx.selectFrom('acts').select('id').where('id', 'in', body.act_ids).execute();
    const missing = body.act_ids.find((id) => !found.some((a) => a.id === id));
    if (missing !== undefined) throw notFound(def, missing);
    const payload = { act_ids: body.act_ids, dont_send_to_client: body.dont_send_to_client === true };
    const jobId = await enqueueJob(trx, { kind: MASS_SEND_ACT_PDF, payload, userId: user.id });
    reply.code(202);
    return { job_id: jobId };
  });

  mountAction(app, actDeliveries, async ({ trx, params }) => {
    const rows = await trx
      .selectFrom('document_deliveries as d')
      .leftJoin('users', 'users.id', 'd.user_id')
      .leftJoin('accounts', 'accounts.id', 'd.account_id')
      .selectAll('d')
      .select(['accounts.number as account_number', 'users.name as user_name'])
      .where('d.act_id', '=', params.id)
      .orderBy('d.id', 'desc')
      .limit(200)
      .execute();
    return { items: rows.map((r) => deliveryAnswer(r as typeof r & DeliveryRow)) };
  });
}
