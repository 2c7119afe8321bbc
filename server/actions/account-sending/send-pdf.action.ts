import type { FastifyInstance } from 'fastify';
import { sendAccountPdf } from '../../../core/actions/defs/account-sending.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { accountSelectionError } from '../../../core/rules/account-selection.rule.ts';
import { pdfDeliveryFailed, texts } from '../../../core/texts.ts';
import { notFound } from '../../crud/record-repository.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import { resourceHooks } from '../../domain/resource-hooks.index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { deliverDocuments } from './deliver-documents.ts';
import { actOfAccount, recipientOf } from './document-recipient.ts';
import { mountAction } from '../mount-action.ts';
import { fieldError } from './send-input.ts';

const def = resources.accounts;

/**
 * Spec 02 §7 POST /api/accounts/{id}/send_pdf: one letter, sent while the user waits, with the
 * account's PDF and/or its act's, to the contractor's document contact (or, with
 * dont_send_to_client, to the user's own e-mail as a copy for checking). Answers the account as
 * GET /api/accounts/{id} does and the delivery; a refused letter answers 422 and stays recorded.
 */
export function registerSendPdfAction(app: FastifyInstance, mailer: Mailer) {
  // No transaction: a refused letter stays recorded in the delivery history.
  mountAction(
    app,
    sendAccountPdf,
    async ({ params, body, user }) => {
      const { id } = params;
      const orderIds = body.order_ids;
      const actIds = body.act_id;
      const withAccount = body.send_account;
      const withAct = body.send_act || actIds.length > 0;
      if (!withAccount && !withAct) throw fieldError('send_account', texts.pdfNothingToSend);
      const account = await app.db
        .selectFrom('accounts')
        .select(['id', 'contractor_id', 'number', 'date'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!account) throw notFound(def, id);
      // The selection rule of mass sending holds for one account too: no PDF without a date and a number.
      const refusal = accountSelectionError(account, []);
      if (refusal) throw AppError.validation({ base: [refusal] }, [refusal]);
      const actId = withAct ? await actOfAccount(app.db, id, orderIds, actIds[0] ?? null) : null;
      if (withAct && actId === null) throw fieldError('send_act', texts.pdfNoAct);
      const checkCopy = body.dont_send_to_client;
      const to = checkCopy ? user.email : await recipientOf(app.db, account.contractor_id);
      const { row } = await deliverDocuments(app.db, mailer, {
        accountId: id,
        withAccount,
        actId,
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
        message: texts.pdfSent,
        record: await answerRecord(app.db, def, resourceHooks.accounts ?? {}, id),
        delivery: { ...row, sent_at: String(row.sent_at) },
      };
    },
    { transaction: false },
  );
}
