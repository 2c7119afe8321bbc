import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { isSameDay } from 'date-fns/isSameDay';
import { isSameMonth } from 'date-fns/isSameMonth';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { ru } from 'date-fns/locale/ru';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { isoDate, officeToday, ruMonths, toDate } from '../../../core/format.ts';
import { useLayer } from '../../app/useLayer.ts';

interface Props {
  value: Date | null;
  onPick(day: Date): void;
  onClose(): void;
}

const weekDays = Array.from({ length: 7 }, (_, i) =>
  format(addDays(startOfWeek(new Date(2026, 0, 5), { weekStartsOn: 1 }), i), 'EEEEEE', { locale: ru }),
);
const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** Month grid, week from Monday (spec section 5); arrows move the day, PageUp/PageDown the month. */
export function DatePicker({ value, onPick, onClose }: Props) {
  // Today is the office's (Moscow) day, not the browser's, as every date a person sees (issue 23 item 9).
  const today = officeToday();
  const [focus, setFocus] = useState(value ?? toDate(today));
  const grid = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useLayer(true, onClose, { box });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focused day moved, so its button takes the focus.
  useEffect(() => grid.current?.querySelector<HTMLButtonElement>('[data-focus="true"]')?.focus(), [focus]);
  const first = startOfWeek(startOfMonth(focus), { weekStartsOn: 1 });
  const days = Array.from({ length: 42 }, (_, i) => addDays(first, i));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key in moves) setFocus(addDays(focus, moves[e.key]));
    else if (e.key === 'PageUp' || e.key === 'PageDown') setFocus(addMonths(focus, e.key === 'PageUp' ? -1 : 1));
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div ref={box} className="date-picker" role="dialog" aria-label="Выбор даты" onKeyDown={onKeyDown}>
      <div className="date-picker-head">
        <button type="button" onClick={() => setFocus(addMonths(focus, -1))} aria-label="Предыдущий месяц">
          ‹
        </button>
        <span>
          {ruMonths[focus.getMonth()]} {focus.getFullYear()}
        </span>
        <button type="button" onClick={() => setFocus(addMonths(focus, 1))} aria-label="Следующий месяц">
          ›
        </button>
      </div>
      <div className="date-grid" ref={grid}>
        {weekDays.map((d) => (
          <span key={d} className="date-weekday">
            {d}
          </span>
        ))}
        {days.map((d) => (
          <button
            type="button"
            key={d.toISOString()}
            tabIndex={isSameDay(d, focus) ? 0 : -1}
            data-focus={isSameDay(d, focus)}
            className={[
              isSameMonth(d, focus) ? '' : 'other-month',
              value && isSameDay(d, value) ? 'selected' : '',
              isoDate(d) === today ? 'today' : '',
            ].join(' ')}
            onClick={() => onPick(d)}
          >
            {d.getDate()}
          </button>
        ))}
      </div>
    </div>
  );
}
