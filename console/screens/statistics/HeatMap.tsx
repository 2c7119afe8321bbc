import type { OccupationRow } from '../../../core/statistics/statistics-contract.ts';

/** A cell's shade, 0 to 5, by its count against the busiest cell shown. */
export function heatLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((count / max) * 5));
}

interface Props {
  slots: readonly string[];
  rows: readonly OccupationRow[];
  cursor: number;
  onCursor(index: number): void;
  onOpen(index: number): void;
}

/**
 * The occupancy heat map (issue 21 item 5 'an occupancy heat map by worker and hour'): a table, one
 * row per worker and one column per hour slot, each cell the days of the month he was busy in that
 * hour, shaded by CSS classes (strict CSP) and with its number written in it, never behind a hover.
 */
export function HeatMap({ slots, rows, cursor, onCursor, onOpen }: Props) {
  const max = Math.max(0, ...rows.flatMap((r) => r.cells));
  return (
    <div className="report-scroll">
      <table className="report-table heat-table" aria-label="Занятость по часам: дней месяца в каждом часе">
        <thead>
          <tr>
            <th scope="col">Работник</th>
            {slots.map((s) => (
              <th key={s} scope="col" className="num">
                {s}
              </th>
            ))}
            <th scope="col" className="num">
              Часов
            </th>
            <th scope="col" className="num">
              Дней
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr
              key={r.individual_id}
              id={`report-row-${i}`}
              aria-selected={i === cursor}
              className={i === cursor ? 'cursor' : undefined}
              onClick={() => onCursor(i)}
              onDoubleClick={() => onOpen(i)}
            >
              <th scope="row">{r.name}</th>
              {r.cells.map((n, k) => (
                <td key={slots[k]} className={`heat heat-${heatLevel(n, max)}`}>
                  {n}
                </td>
              ))}
              <td className="num">{r.busy_hours}</td>
              <td className="num">{r.days_worked}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
