import type { ScheduleBar } from '../../../core/actions/defs/schedule.actions.ts';
import { legendCounts, weekTotals } from './board-model.ts';
import { ORDERS_WORDS, plural } from './board-text.ts';
import { statusTone } from './BoardOrderCard.tsx';

/** The week's counts and the colour legend: each displayed status with its colour and how many orders have it. */
export function BoardLegend({ bars }: { bars: ScheduleBar[] }) {
  const totals = weekTotals(bars);
  return (
    <section className="board-legend" aria-label="Итоги недели и легенда">
      <span className="board-totals">
        <strong>{plural(totals.orders, ORDERS_WORDS)}</strong> · мест занято {totals.filled} из {totals.total}
        {totals.unfilled > 0 && ` · не укомплектовано ${totals.unfilled}`}
        {totals.conflicts > 0 && ` · конфликтов ${totals.conflicts}`}
        {totals.atRisk > 0 && ` · под риском ${totals.atRisk}`}
        {totals.canceled > 0 && ` · отменено ${totals.canceled}`}
      </span>
      <ul className="board-legend-list">
        {legendCounts(bars).map((s) => (
          <li key={s.value} className={`tone-${statusTone(s.value)}`}>
            <span className="board-swatch" aria-hidden="true" />
            {s.label}: {s.count}
          </li>
        ))}
      </ul>
    </section>
  );
}
