import type { ScheduleAnswer } from './useSchedule.ts';

/** The conflicts under the chart, in words: who is on which two overlapping orders. */
export function ScheduleConflicts({ conflicts }: { conflicts: ScheduleAnswer['conflicts'] }) {
  if (!conflicts.length) return null;
  return (
    <section className="gantt-conflicts" aria-label="Конфликты">
      <h2>Конфликты: {conflicts.length}</h2>
      <ul>
        {conflicts.map((c) => (
          <li key={`${c.individual_id}-${c.order_ids.join('-')}`}>
            {c.name}: заказы №{c.order_ids[0]} и №{c.order_ids[1]} пересекаются по времени
          </li>
        ))}
      </ul>
    </section>
  );
}
