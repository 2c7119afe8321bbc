import { resources } from '../../../core/resources/index.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import { enforceDocumentProducts } from '../documents/document-products.ts';
import { attachActOrders, checkActOrders, fillOperationAmounts, takeOrderIds } from './act-orders.ts';
import { decorateActRows, operationAccounts } from './act-rows.ts';
import { refreshActTotals } from './act-totals.ts';

const actProducts = { def: resources.acts, whose: 'акта' };

/**
 * Acts: their orders by order_ids, their lines adding up to the amount (issue 24), their kept sums
 * and status after every save (issue 12 item 2); each operation answers its account (spec 02 §3).
 */
export const actsHooks: ResourceHooks = {
  async beforeSave({ trx }, parsed, existing) {
    const orderIds = takeOrderIds(parsed);
    if (orderIds === undefined) return;
    const contractorId = Number(parsed.values.contractor_id ?? existing?.contractor_id);
    await checkActOrders(trx, existing ? Number(existing.id) : null, contractorId, orderIds);
  },
  async afterSave({ trx }, id, parsed) {
    const orderIds = parsed.extra.order_ids as number[] | undefined;
    if (orderIds !== undefined) await attachActOrders(trx, id, orderIds);
    await fillOperationAmounts(trx, id);
    await enforceDocumentProducts(trx, actProducts, id, parsed);
    await refreshActTotals(trx, [id]);
  },
  decorateRows: decorateActRows,
  extendRecord: operationAccounts,
};
