import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import { announceIncoming } from './incoming-notice.ts';
import { decorateMessageRows } from './message-names.ts';
import { orderManagers, orderWorkers } from './message-parties.ts';

const isEmpty = (v: unknown) => v === undefined || v === null || (Array.isArray(v) && v.length === 0);

/**
 * Spec 02 'Message: order_id, incoming, sender_id, sender, receivers, …': the sender is a worker
 * when the message is incoming and a manager otherwise (a plain id, so not the registry's `author`
 * option). A message a staff member writes is outgoing and theirs, to the order's workers unless
 * receivers are given; an incoming one (a worker's, server/actions/messages) goes to the order's
 * managers and is announced to them live (issue 14 item 2).
 */
export const messagesHooks: ResourceHooks = {
  async beforeSave(ctx, parsed, existing) {
    if (existing) return;
    const v = parsed.values;
    if (v.incoming !== true) v.sender_id = ctx.user.id;
    if (isEmpty(v.receivers) && typeof v.order_id === 'number')
      v.receivers =
        v.incoming === true ? await orderManagers(ctx.trx, v.order_id) : await orderWorkers(ctx.trx, v.order_id);
  },
  async afterSave(ctx, id, parsed, existing) {
    if (!existing && parsed.values.incoming === true) await announceIncoming(ctx.trx, id);
  },
  decorateRows: decorateMessageRows,
};
