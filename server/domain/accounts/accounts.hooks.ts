import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { accountAttachedToActs } from '../../../core/texts.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import { actsOfAccounts, refreshActTotals } from '../acts/act-totals.ts';
import { enforceDocumentProducts } from '../documents/document-products.ts';
import { accountsListMeta, decorateAccountRows } from './account-rows.ts';

const accountProducts = { def: resources.accounts, whose: 'счёта' };

/**
 * Accounts: the computed values of every answer; a save keeps its lines adding up to its amount
 * (issue 24) and refreshes the acts the account is in (their
 * amount_payments and status follow its payed_amount, their red cross its contractor); deleting an
 * account attached to acts is refused with the spec's text.
 */
export const accountsHooks: ResourceHooks = {
  async afterSave({ trx }, id, parsed) {
    await enforceDocumentProducts(trx, accountProducts, id, parsed);
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
