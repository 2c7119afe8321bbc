import { AppError } from '../../../core/errors.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import { orderDays } from '../../../core/rules/order-defaults.rule.ts';
import type { HookContext, ResourceHooks } from '../../crud/resource-hooks.ts';
import { recordOrderSave, rememberOrderRows } from './order-history.ts';
import { createOrderFrom } from './order-create.ts';
import { applyOrderAddresses } from './order-address.ts';
import { afterOrderSave, beforeOrderSave } from './order-save.ts';
import { afterOrderWorkers, watchOrderWorkers } from '../reliability/order-workers-watch.ts';
import { afterRatingSave, applyRatingRules } from '../ratings/rating-rules.ts';

/** Set on `parsed.extra` by a multi-date create: every order it made, the request's own first. */
export const CREATED_ORDER_IDS = 'created_order_ids';
const OTHER_DAYS = Symbol('other days');

interface MultiDate {
  days: string[];
  template: ParsedWrite;
}

/**
 * The order card's save rules live in order-save.ts. Here also DESIGN.md §8 'Multi-date orders
 * create one order per day of each range': a new order with multi_date is saved once per day of
 * start_dates, the request's order taking the first day; an empty or malformed range is refused.
 */
export const ordersHooks: ResourceHooks = {
  async beforeSave(ctx, parsed, existing) {
    await applyOrderAddresses(ctx.trx, parsed);
    if (existing) await rememberOrderRows(ctx.trx, parsed, Number(existing.id));
    // Issue 21: the rating rules hold on the card as on /ratings; taken off workers are refusals.
    if (existing) await watchOrderWorkers(ctx.trx, parsed, existing);
    await applyRatingRules(ctx.trx, parsed, existing);
    if (!existing && parsed.values.multi_date) {
      const days = orderDays(parsed.values.start_dates);
      if (!days.ok) throw AppError.validation({ start_dates: [days.message] }, [days.message]);
      const template = structuredClone(parsed);
      parsed.values.start_date = days.days[0];
      (parsed.extra as Record<symbol, MultiDate>)[OTHER_DAYS] = { days: days.days.slice(1), template };
    }
    await beforeOrderSave(ctx, parsed, existing);
  },
  async afterSave(ctx, id, parsed, existing) {
    await afterOrderSave(ctx, id, parsed, existing);
    await recordOrderSave(ctx.trx, id, ctx.user.id, existing, parsed);
    await afterRatingSave(ctx.trx, id);
    await afterOrderWorkers(ctx, id, parsed);
    const multi = (parsed.extra as Record<symbol, MultiDate | undefined>)[OTHER_DAYS];
    if (multi) parsed.extra[CREATED_ORDER_IDS] = [id, ...(await createOtherDays(ctx, multi))];
  },
};

async function createOtherDays(ctx: HookContext, multi: MultiDate): Promise<number[]> {
  const ids: number[] = [];
  for (const day of multi.days) {
    const write = structuredClone(multi.template);
    write.values.start_date = day;
    delete write.values.pass_date;
    ids.push(await createOrderFrom(ctx, write));
  }
  return ids;
}
