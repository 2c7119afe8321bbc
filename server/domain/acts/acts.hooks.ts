import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import { attachActOrders, checkActOrders, fillOperationAmounts, takeOrderIds } from './act-orders.ts';
import { decorateActRows } from './act-rows.ts';
import { refreshActTotals } from './act-totals.ts';

/** Acts: their orders by order_ids, their kept sums and status after every save (issue 12 item 2). */
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
    await refreshActTotals(trx, [id]);
  },
  decorateRows: decorateActRows,
};
