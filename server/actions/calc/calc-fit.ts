import type { CalcProblems, CalcUnplaced } from '../../../core/calc/get-cost.answer.ts';
import type { MovingEstimate } from '../../../core/rules/moving-cost.rule.ts';

/** What the load was packed into: the client's own vehicle, a chosen catalogue vehicle, or the best fit. */
export type PackedInto = { kind: 'own' } | { kind: 'chosen'; name: string } | { kind: 'auto' };

/** «Шкаф трёхстворчатый — 1 шт., Пианино — 2 шт.» */
export const unplacedText = (unplaced: readonly CalcUnplaced[]) =>
  unplaced.map((u) => `${u.name} — ${u.count} шт.`).join(', ');

/**
 * Issue 8 item 6: a load with units left over does not fit. The message names them and is keyed by
 * the input that chose the vehicle, so the console shows it there (the client's dimensions, or «Машина»).
 */
export function loadProblem(into: PackedInto, unplaced: readonly CalcUnplaced[]): CalcProblems {
  if (!unplaced.length) return {};
  const what = unplacedText(unplaced);
  if (into.kind === 'own') return { 'shipping.vehicle_dimensions': [`Не помещается в машину клиента: ${what}`] };
  const where = into.kind === 'chosen' ? `в машину «${into.name}»` : 'ни в одну машину каталога';
  return { 'shipping.vehicle_id': [`Не помещается ${where}: ${what}`] };
}

/** The other reason `fits` is false: the job is longer than max_time even for the largest crew. */
export function timeProblem(chosen: MovingEstimate, maxTime: number): CalcProblems {
  if (chosen.fits) return {};
  const hours = String(maxTime).replace('.', ',');
  return { 'conditions.max_time': [`Не укладывается в ${hours} ч даже бригадой из ${chosen.crew} чел.`] };
}
