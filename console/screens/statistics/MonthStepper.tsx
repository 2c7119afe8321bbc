import { ruMonths } from '../../../core/format.ts';
import './statistics.css';

export interface YearMonth {
  year: number;
  month: number;
}

/** (year, month) moved by `delta` months. */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const d = new Date(Date.UTC(year, month - 1 + delta, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** «Ноябрь 2026» */
export const monthTitle = ({ year, month }: YearMonth) => `${ruMonths[month - 1]} ${year}`;

/** This month on the office's calendar (the console runs where the office is). */
export function thisMonth(now = new Date()): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

interface Props {
  value: YearMonth;
  /** Months per step: 1, or 6 where the screen shows six months (spec 02 §9). */
  step?: number;
  /** What the value stands for: «Ноябрь 2026», «Июнь – Ноябрь 2026». */
  label?: string;
  /** The screen binds `[` `]` to these buttons (a list screen keeps them for its pages). */
  keys?: boolean;
  onChange(value: YearMonth): void;
}

/** The period of a statistics screen with its back and forward buttons; `[` `]` do the same (the screen binds them). */
export function MonthStepper({ value, step = 1, label, keys = true, onChange }: Props) {
  return (
    <nav className="month-stepper toolbar" aria-label="Период">
      <button
        type="button"
        onClick={() => onChange(shiftMonth(value, -step))}
        aria-keyshortcuts={keys ? '[' : undefined}
      >
        ← Назад
      </button>
      <strong className="month-stepper-title" aria-live="polite">
        {label ?? monthTitle(value)}
      </strong>
      <button
        type="button"
        onClick={() => onChange(shiftMonth(value, step))}
        aria-keyshortcuts={keys ? ']' : undefined}
      >
        Вперёд →
      </button>
    </nav>
  );
}
