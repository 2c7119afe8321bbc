import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { accountSelectionError } from '../../../core/rules/account-selection.rule.ts';
import { pdfDeliveryFailed, recordNotFound, texts } from '../../../core/texts.ts';
import { resourceActionPermission } from '../../auth/route-permission.ts';
import { notFound } from '../../crud/record-repository.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import { resourceHooks } from '../../domain/resource-hooks.index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { deliverDocuments } from './deliver-documents.ts';
import { actOfAccount, recipientOf } from './document-recipient.ts';
import { fieldError, flag, idList } from './send-input.ts';

const def = resources.accounts;

export interface SendPdfBody {
  order_ids?: unknown;
  dont_send_to_client?: unknown;
  send_account?: unknown;
  send_act?: unknown;
  act_id?: unknown;
}

/**
 * Spec 02 §7 POST /api/accounts/{id}/send_pdf: one letter, sent while the user waits, with the
 * account's PDF and/or its act's, to the contractor's document contact (or, with
 * dont_send_to_client, to the user's own e-mail as a copy for checking). Answers the account as
 * GET /api/accounts/{id} does and the delivery; a refused letter answers 422 and stays recorded.
 */
export function registerSendPdfAction(app: FastifyInstance, mailer: Mailer) {
  const permission = resourceActionPermission(def.permissions.update);
  app.post<{ Params: { id: string }; Body: SendPdfBody }>(
    '/api/accounts/:id/send_pdf',
    { config: { permission } },
    async (request) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id <= 0)
        throw new AppError('not_found', recordNotFound(request.params.id, def.title));
      const body = request.body ?? {};
      const orderIds = idList('order_ids', body.order_ids);
      const actIds = idList('act_id', body.act_id);
      const withAccount = flag(body.send_account, true);
      const withAct = flag(body.send_act, false) || actIds.length > 0;
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
      const user = request.user!;
      const checkCopy = flag(body.dont_send_to_client, false);
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
        delivery: row,
      };
    },
  );
}
