import { AppError } from '../../../core/errors.ts';
import { accountAttachedToActs } from '../../../core/texts.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import { actsOfAccounts, refreshActTotals } from '../acts/act-totals.ts';
import { accountsListMeta, decorateAccountRows } from './account-rows.ts';

/**
 * Accounts: the computed values of every answer; a save refreshes the acts the account is in (their
 * amount_payments and status follow its payed_amount, their red cross its contractor); deleting an
 * account attached to acts is refused with the spec's text.
 */
export const accountsHooks: ResourceHooks = {
  async afterSave({ trx }, id) {
    await refreshActTotals(trx, await actsOfAccounts(trx, [id]));
  },
  async beforeDelete({ trx }, existing) {
    const acts = await trx
      .selectFrom('act_operations')
      .innerJoin('acts', 'acts.id', 'act_operations.act_id')
      .select(['acts.id', 'acts.number'])
      .distinct()
      .where('act_operations.account_id', '=', Number(existing.id))
      .orderBy('acts.id')
      .execute();
    if (!acts.length) return;
    const message = accountAttachedToActs(acts.map((a) => a.number ?? a.id));
    throw AppError.validation({ base: [message] }, [message]);
  },
  decorateRows: decorateAccountRows,
  extendListMeta: accountsListMeta,
};
