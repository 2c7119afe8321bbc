import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import { refreshOrderWorkers } from '../reliability/order-workers-watch.ts';
import { afterRatingSave, applyRatingRules } from './rating-rules.ts';

/**
 * /ratings (a view over orders): the rating rules of rating-rules.ts; a rating is part of each
 * worker's conduct, so their reliability is kept again.
 */
export const ratingsHooks: ResourceHooks = {
  beforeSave: (ctx, parsed, existing) => applyRatingRules(ctx.trx, parsed, existing),
  async afterSave(ctx, id) {
    await afterRatingSave(ctx.trx, id);
    await refreshOrderWorkers(ctx.trx, id);
  },
};
