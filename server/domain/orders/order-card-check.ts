import { AppError } from '../../../core/errors.ts';
import { orderCardProblems } from '../../../core/rules/order-card.rule.ts';
import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import type { NestedRowWrite } from '../../../core/resources/write-schema.ts';
import type { OrderState } from './order-state.ts';

/**
 * Refuses the save (422, every problem at once) when the card as written breaks spec 01 §5. Runs
 * after the rows are written, inside the request's transaction, so it sees the card as it would
 * be kept and the refusal rolls everything back.
 */
export function checkOrderCard(state: OrderState, step: OrderTab | null, sent: NestedRowWrite[] | undefined) {
  const rows = requestRows(state.workers, sent);
  const problems = orderCardProblems({
    step,
    workers_changed: sent !== undefined,
    passes: Boolean(state.order.passes),
    pass_data: state.order.pass_data,
    prices: state.prices,
    workers: state.workers.map((w, k) => ({ ...w, row: rows[k] })),
  });
  if (problems.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const p of problems) errors[p.field] = [...(errors[p.field] ?? []), p.message];
  throw AppError.validation(
    errors,
    problems.map((p) => p.full),
  );
}

/**
 * Each kept row's index in the request's order_individuals, so an error key points at the row the
 * console shows (it sends rows in displayed order, removed ones as `{id, _destroy}`). Rows added by
 * this save are the newest ids, inserted in request order; a row the request did not name keeps
 * its place in the card.
 */
function requestRows(workers: OrderState['workers'], sent: NestedRowWrite[] | undefined): (number | undefined)[] {
  if (!sent) return workers.map(() => undefined);
  const byId = new Map(sent.flatMap((r, i) => (r.id === undefined ? [] : [[r.id, i] as const])));
  const added = sent.flatMap((r, i) => (r.id === undefined && !r.destroy ? [i] : []));
  const firstAdded = workers.length - added.length;
  return workers.map((w, k) => byId.get(Number(w.id)) ?? (k >= firstAdded ? added[k - firstAdded] : undefined));
}
