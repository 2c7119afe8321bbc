import type { FastifyInstance } from 'fastify';
import { massSendAccountPdf } from '../../../core/actions/defs/account-sending.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { selectionErrors } from '../../../core/rules/account-selection.rule.ts';
import { texts } from '../../../core/texts.ts';
import { notFound } from '../../crud/record-repository.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { contactMissing, documentAddress } from './document-recipient.ts';
import { MASS_SEND_PDF, type MassSendPayload, massSendPdfHandler } from './mass-send-pdf.job.ts';
import { mountAction } from '../mount-action.ts';
import { fieldError } from './send-input.ts';

const def = resources.accounts;

/**
 * Spec 02 §7 POST /api/accounts/mass_send_pdf. The whole selection is checked as the console
 * checks it (date and number, one contractor: 422 keyed `account_ids.{id}`), then ONE background
 * job is queued in the request's transaction and the call answers 202 {job_id} at once.
 */
export function registerMassSendPdfAction(app: FastifyInstance, mailer: Mailer) {
  app.jobs.register(MASS_SEND_PDF, massSendPdfHandler(mailer), { failureText: texts.pdfSendJobFailed });
  mountAction(app, massSendAccountPdf, async ({ trx, body, user, reply }) => {
    const payload: MassSendPayload = body;
    if (payload.account_ids.length === 0) throw fieldError('account_ids', texts.pdfNoAccounts);
    if (payload.act_account_ids.some((id) => !payload.account_ids.includes(id)))
      throw fieldError('act_account_ids', texts.pdfActAccountNotSelected);
    const found = await trx
      .selectFrom('accounts')
      .select(['id', 'contractor_id', 'number', 'date'])
      .where('id', 'in', payload.account_ids)
      .execute();
    const byId = new Map(found.map((a) => [a.id as number, a]));
    const missing = payload.account_ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw notFound(def, missing);
    // In the order the user chose them, so the first account sets the contractor.
    const accounts = payload.account_ids.map((id) => byId.get(id)!);
    const errors = selectionErrors(accounts);
    if (errors.length > 0)
      throw AppError.validation(
        Object.fromEntries(errors.map((e) => [`account_ids.${e.id}`, [e.message]])),
        errors.map((e) => `Счёт ${byId.get(e.id)!.number ?? e.id}: ${e.message}`),
      );
    if (!payload.dont_send_to_client && !(await documentAddress(trx, accounts[0].contractor_id)))
      throw contactMissing();
    const jobId = await enqueueJob(trx, { kind: MASS_SEND_PDF, payload: { ...payload }, userId: user.id });
    reply.code(202);
    return { job_id: jobId };
  });
}
