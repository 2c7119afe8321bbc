// biome-ignore-all lint/a11y/useSemanticElements: a virtualized list positions absolute rows; ARIA listbox roles keep its meaning.
// biome-ignore-all lint/a11y/useFocusableInteractive: the listbox holds the focus and points at the cursor bar with aria-activedescendant.
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the listbox holds the focus and handles the keys of its options (Enter opens the one under the cursor).
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { AtRiskMark } from '../reliability/AtRiskMark.tsx';
import { useTurnout } from '../reliability/reliability-api.ts';
import { axisTicks, barBox, chartRange, clock } from './schedule-layout.ts';
import type { ScheduleAnswer, ScheduleBar } from './useSchedule.ts';

const ROW_HEIGHT = 30;

function barTitle(bar: ScheduleBar, day: string): string {
  const parts = [
    `№${bar.order_id}`,
    `${clock(bar.start, day)}–${clock(bar.end, day)} (${String(bar.work_time).replace('.', ',')} ч)`,
    bar.contractor,
    bar.territory,
    bar.brigade.join(', '),
    bar.managers.join(', '),
    bar.conflict ? 'Конфликт: работник на двух заказах' : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The schedule as a Gantt chart: one row per order, its bar from start to end over the day or week.
 * Keyboard: arrows move between bars (up/left to the previous, down/right to the next), Home/End
 * to the first and last, Enter opens the order; a click opens it too. Bars of a worker booked on
 * two overlapping orders are drawn as conflicts.
 */
export function GanttChart({ data, label }: { data: ScheduleAnswer; label: string }) {
  const [, navigate] = useLocation();
  const [cursor, setCursor] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const bars = data.items;
  const range = chartRange(data.from, data.to);
  const turnout = useTurnout(data.from, data.to);
  const virtualizer = useVirtualizer({
    count: bars.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  // A new day or week starts at its first bar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the answer changes.
  useEffect(() => setCursor(0), [data]);
  useEffect(() => {
    if (bars.length) virtualizer.scrollToIndex(cursor, { align: 'auto' });
  }, [cursor, bars.length, virtualizer]);
  useEffect(() => scroller.current?.focus({ preventScroll: true }), []);

  const open = (bar: ScheduleBar | undefined) => bar && navigate(`/orders?id=${bar.order_id}`);
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowRight: 1,
      ArrowUp: -1,
      ArrowLeft: -1,
      PageDown: 10,
      PageUp: -10,
      Home: -bars.length,
      End: bars.length,
    };
    if (e.key in moves) {
      e.preventDefault();
      setCursor((c) => Math.max(0, Math.min(bars.length - 1, c + moves[e.key])));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(bars[cursor]);
    }
  };

  return (
    <div className="gantt">
      <div className="gantt-axis" aria-hidden="true">
        {axisTicks(data.from, data.to).map((t) => (
          <span key={t.at} className="gantt-tick" style={{ left: `${t.at}%` }}>
            {t.label}
          </span>
        ))}
      </div>
      <div
        ref={scroller}
        className="gantt-scroll"
        role="listbox"
        tabIndex={0}
        aria-label={label}
        aria-activedescendant={bars.length ? `gantt-bar-${bars[cursor]?.order_id}` : undefined}
        onKeyDown={onKey}
      >
        <div className="gantt-body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const bar = bars[v.index];
            const box = barBox(bar.start, bar.end, range);
            const day = bar.start.slice(0, 10);
            return (
              <div
                key={bar.order_id}
                id={`gantt-bar-${bar.order_id}`}
                role="option"
                aria-selected={v.index === cursor}
                className={`gantt-row${v.index === cursor ? ' cursor' : ''}${bar.conflict ? ' conflict' : ''}`}
                style={{ transform: `translateY(${v.start}px)`, height: ROW_HEIGHT }}
                title={barTitle(bar, day)}
                onClick={() => {
                  setCursor(v.index);
                  open(bar);
                }}
              >
                <span className="gantt-label">
                  №{bar.order_id} {bar.contractor ?? ''} <AtRiskMark turnout={turnout.get(bar.order_id)} />
                </span>
                <span className="gantt-track">
                  <span
                    className={`gantt-bar status-${String(bar.displayed_status).replace('.', '-')}`}
                    style={{ left: `${box.left}%`, width: `${box.width}%` }}
                  >
                    {clock(bar.start, day)}–{clock(bar.end, day)} {bar.territory ?? ''} {bar.brigade.join(', ')}{' '}
                    {bar.managers.join(', ')}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
