import { wallMinutes } from '../../../core/rules/schedule.rule.ts';

/** Where a bar sits on the chart, in percent of the shown range (React style props, CSP-safe). */
export interface BarBox {
  left: number;
  width: number;
}

/** The chart's range: whole days from `from` to `to` (dates, inclusive), in wall-clock minutes. */
export function chartRange(from: string, to: string): { start: number; end: number } {
  return { start: wallMinutes(from, '00:00'), end: wallMinutes(to, '00:00') + 24 * 60 };
}

const minutesOf = (wall: string) => wallMinutes(wall.slice(0, 10), wall.slice(11, 16));

/** A bar clipped to the range, at least a sliver wide so a short order can still be seen and clicked. */
export function barBox(start: string, end: string, range: { start: number; end: number }): BarBox {
  const span = range.end - range.start;
  const a = Math.max(range.start, minutesOf(start));
  const b = Math.min(range.end, Math.max(minutesOf(end), a));
  const left = ((a - range.start) / span) * 100;
  return { left, width: Math.max(((b - a) / span) * 100, 0.4) };
}

/** Axis marks: every 2 hours for one day, every day for a week; label and position in percent. */
export function axisTicks(from: string, to: string): { label: string; at: number }[] {
  const range = chartRange(from, to);
  const span = range.end - range.start;
  const step = span <= 24 * 60 ? 120 : 24 * 60;
  const ticks: { label: string; at: number }[] = [];
  for (let m = range.start; m < range.end; m += step) {
    const wall = new Date(m * 60_000).toISOString();
    const label = step < 24 * 60 ? wall.slice(11, 16) : `${wall.slice(8, 10)}.${wall.slice(5, 7)}`;
    ticks.push({ label, at: ((m - range.start) / span) * 100 });
  }
  return ticks;
}

/** 'HH:mm' of a wall-clock 'yyyy-MM-ddTHH:mm', with the date 'dd.MM' when it is not `day`. */
export function clock(wall: string, day?: string): string {
  const time = wall.slice(11, 16);
  return day && wall.slice(0, 10) !== day ? `${wall.slice(8, 10)}.${wall.slice(5, 7)} ${time}` : time;
}
