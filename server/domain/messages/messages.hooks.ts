import type { ResourceHooks } from '../../crud/resource-hooks.ts';

/**
 * Spec 02 'Message: order_id, incoming, sender_id, …': the sender is a worker when the message is
 * incoming and a manager otherwise (a plain id, so not the registry's `author` option). A message a
 * staff member writes through the API is outgoing and theirs; an incoming one keeps no sender here,
 * because the worker who wrote it is known only to the channel it came through.
 */
export const messagesHooks: ResourceHooks = {
  async beforeSave(ctx, parsed, existing) {
    if (!existing && parsed.values.incoming !== true) parsed.values.sender_id = ctx.user.id;
  },
};
