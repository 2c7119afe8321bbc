// biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid positions absolute rows; ARIA grid roles keep its meaning.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus and points at the cursor cell with aria-activedescendant.
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the grid holds the focus and handles the keys of its cells.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { SchedulePerson } from '../../../core/actions/defs/schedule-board.actions.ts';
import { isFree, movePeopleCursor, type PeopleCursor, type PeopleRow } from './board-model.ts';
import { dayLabel } from './board-text.ts';

interface Props {
  rows: PeopleRow[];
  days: { date: string; today: boolean }[];
  cursor: PeopleCursor;
  onCursor(c: PeopleCursor): void;
  onOpen(orderId: number): void;
  /** The order to staff: its day is marked and its chips stand out. */
  targetId: number | null;
  targetDay: number | null;
}

const cellId = (row: number, day: number) => `board-cell-${row}-${day}`;

function PersonCell({ person, day, targetId }: { person: SchedulePerson; day: number; targetId: number | null }) {
  const orders = person.days[day];
  if (orders === null) return <span className="board-off">не работает</span>;
  if (orders.length === 0) return <span className="board-free">свободен</span>;
  return (
    <>
      {orders.map((o) => (
        <span key={o.order_id} className={`board-chip${o.order_id === targetId ? ' target' : ''}`}>
          {o.start} №{o.order_id}
        </span>
      ))}
    </>
  );
}

/**
 * People by brigade against the seven days (issue 23 item 1: «who is free on Thursday»): each cell
 * says «свободен», the orders that worker is on, or «не работает»; each brigade's row counts its
 * free people per day. Rows are virtualized (a search narrows a large staff). Arrows move between
 * cells, Enter opens the cell's first order.
 */
export function BoardPeople({ rows, days, cursor, onCursor, onOpen, targetId, targetDay }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i].kind === 'brigade' ? 30 : 34),
    overscan: 12,
  });
  useEffect(() => scroller.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    if (rows.length) virtualizer.scrollToIndex(cursor.row, { align: 'auto' });
  }, [cursor.row, rows.length, virtualizer]);
  const current = rows[cursor.row];
  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      const first = current?.kind === 'person' ? current.person.days[cursor.day]?.[0] : undefined;
      if (first) onOpen(first.order_id);
      return;
    }
    const next = movePeopleCursor(rows, cursor, e.key);
    if (next !== cursor) {
      e.preventDefault();
      onCursor(next);
    }
  };
  const dayClass = (d: number) => `board-cell${days[d].today ? ' today' : ''}${d === targetDay ? ' target-day' : ''}`;
  return (
    <div className="board-people">
      <div className="board-people-row board-people-head" role="row">
        <span className="board-person" role="columnheader">
          Работник
        </span>
        {days.map((d, i) => (
          <span key={d.date} className={dayClass(i)} role="columnheader">
            <strong>{dayLabel(d.date, i)}</strong>
            {d.today && <span className="today-mark">сегодня</span>}
            <span className="board-day-sum">
              свободны {rows.reduce((n, r) => n + (r.kind === 'person' && isFree(r.person, i) ? 1 : 0), 0)}
            </span>
          </span>
        ))}
      </div>
      <div
        ref={scroller}
        className="board-people-scroll"
        role="grid"
        tabIndex={0}
        aria-label="Неделя: работники и бригады"
        aria-activedescendant={current?.kind === 'person' ? cellId(cursor.row, cursor.day) : undefined}
        onKeyDown={onKey}
      >
        <div className="board-people-body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const row = rows[v.index];
            return (
              <div
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={v.index}
                role="row"
                className={`board-people-row ${row.kind === 'brigade' ? 'brigade' : 'person'}${v.index === cursor.row ? ' cursor' : ''}`}
                style={{ transform: `translateY(${v.start}px)` }}
              >
                {row.kind === 'brigade' ? (
                  <>
                    <span className="board-person" role="rowheader">
                      {row.name} · {row.size} чел.
                    </span>
                    {row.free.map((n, d) => (
                      <span key={days[d].date} className={dayClass(d)} role="gridcell">
                        свободны {n} из {row.size}
                      </span>
                    ))}
                  </>
                ) : (
                  <>
                    <span className="board-person" role="rowheader" data-person={row.person.id}>
                      {row.person.name}
                    </span>
                    {days.map((d, day) => (
                      <span
                        key={d.date}
                        id={cellId(v.index, day)}
                        role="gridcell"
                        aria-selected={v.index === cursor.row && day === cursor.day}
                        className={`${dayClass(day)}${v.index === cursor.row && day === cursor.day ? ' cursor' : ''}`}
                        onClick={() => onCursor({ row: v.index, day })}
                        onDoubleClick={() => {
                          const first = row.person.days[day]?.[0];
                          if (first) onOpen(first.order_id);
                        }}
                      >
                        <PersonCell person={row.person} day={day} targetId={targetId} />
                      </span>
                    ))}
                  </>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
