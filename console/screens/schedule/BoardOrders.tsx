// biome-ignore-all lint/a11y/useSemanticElements: a listbox of cards grouped by day; ARIA roles keep its meaning.
// biome-ignore-all lint/a11y/useFocusableInteractive: the listbox holds the focus and points at the cursor card with aria-activedescendant.
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { type DayColumn, moveOrdersCursor, type OrdersCursor } from './board-model.ts';
import { dayLabel, ORDERS_WORDS, plural } from './board-text.ts';
import { BoardOrderCard } from './BoardOrderCard.tsx';

interface Props {
  cols: DayColumn[];
  cursor: OrdersCursor;
  onCursor(c: OrdersCursor): void;
  onOpen(orderId: number): void;
}

/**
 * The week as seven day columns (Monday first, today marked), each with its orders by time; a
 * long day scrolls inside its own column, so nothing is cut at 1366×768. One listbox holds the
 * focus: arrows move between cards (left/right to the neighbouring day), Enter opens the order.
 */
export function BoardOrders({ cols, cursor, onCursor, onOpen }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const activeBar = cols[cursor.day]?.bars[cursor.index];
  useEffect(() => root.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    const el = activeBar ? document.getElementById(`board-order-${activeBar.order_id}`) : null;
    el?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeBar]);
  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      if (activeBar) onOpen(activeBar.order_id);
      return;
    }
    const next = moveOrdersCursor(cols, cursor, e.key);
    if (next !== cursor) {
      e.preventDefault();
      onCursor(next);
    }
  };
  return (
    <div
      ref={root}
      className="board-days"
      role="listbox"
      tabIndex={0}
      aria-label="Неделя: заказы по дням"
      aria-activedescendant={activeBar ? `board-order-${activeBar.order_id}` : undefined}
      onKeyDown={onKey}
    >
      {cols.map((col) => (
        <section
          key={col.date}
          role="group"
          aria-label={`${dayLabel(col.date, col.index)}: ${plural(col.bars.length, ORDERS_WORDS)}`}
          className={`board-day${col.today ? ' today' : ''}${cursor.day === col.index ? ' cursor-day' : ''}`}
          data-date={col.date}
        >
          <header className="board-day-head">
            <strong>{dayLabel(col.date, col.index)}</strong>
            {col.today && <span className="today-mark">сегодня</span>}
            <span className="board-day-sum">
              {plural(col.bars.length, ORDERS_WORDS)}
              {col.total > 0 && ` · ${col.filled}/${col.total}`}
            </span>
          </header>
          <div className="board-day-body">
            {col.bars.map((bar, i) => (
              <BoardOrderCard
                key={bar.order_id}
                bar={bar}
                active={cursor.day === col.index && cursor.index === i}
                onOpen={() => {
                  onCursor({ day: col.index, index: i });
                  onOpen(bar.order_id);
                }}
              />
            ))}
            {col.bars.length === 0 && <p className="board-empty">Нет заказов</p>}
          </div>
        </section>
      ))}
    </div>
  );
}
