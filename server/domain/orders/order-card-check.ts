import { AppError } from '../../../core/errors.ts';
import { orderCardProblems } from '../../../core/rules/order-card.rule.ts';
import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import type { OrderState } from './order-state.ts';

/**
 * Refuses the save (422, every problem at once) when the card as written breaks spec 01 §5. Runs
 * after the rows are written, inside the request's transaction, so it sees the card as it would
 * be kept and the refusal rolls everything back.
 */
export function checkOrderCard(state: OrderState, step: OrderTab | null, workersChanged: boolean) {
  const problems = orderCardProblems({
    step,
    workers_changed: workersChanged,
    passes: Boolean(state.order.passes),
    pass_data: state.order.pass_data,
    prices: state.prices,
    workers: state.workers,
  });
  if (problems.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const p of problems) errors[p.field] = [...(errors[p.field] ?? []), p.message];
  throw AppError.validation(
    errors,
    problems.map((p) => p.full),
  );
}
