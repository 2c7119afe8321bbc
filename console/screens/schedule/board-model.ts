import type { SchedulePeopleAnswer, SchedulePerson } from '../../../core/actions/defs/schedule-board.actions.ts';
import { ORDER_STATUSES } from '../../../core/rules/order-status.rule.ts';
import type { ScheduleAnswer, ScheduleBar } from '../../../core/actions/defs/schedule.actions.ts';
import { addDays } from '../../../core/rules/schedule.rule.ts';

/** One day of the week board: Monday first (spec 01 §5 'week starts Monday'). */
export interface DayColumn {
  date: string;
  index: number;
  today: boolean;
  /** Orders starting that day, by start time (the server's order). */
  bars: ScheduleBar[];
  filled: number;
  total: number;
}

/** The seven days of the answer with their orders; an order belongs to the day it starts. */
export function dayColumns(answer: Pick<ScheduleAnswer, 'from' | 'items'>, today: string): DayColumn[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(answer.from, index);
    const bars = answer.items.filter((b) => b.start.slice(0, 10) === date);
    return {
      date,
      index,
      today: date === today,
      bars,
      filled: bars.reduce((s, b) => s + b.places_filled, 0),
      total: bars.reduce((s, b) => s + b.places_total, 0),
    };
  });
}

/** The statuses the chart draws (spec 02 §3: status 1 and none are skipped), each with its count: the legend. */
export function legendCounts(bars: readonly ScheduleBar[]) {
  return ORDER_STATUSES.filter((s) => s.value >= 2).map((s) => ({
    value: s.value as number,
    label: s.label as string,
    count: bars.filter((b) => b.displayed_status === s.value).length,
  }));
}

/** What the board's summary line counts over the week. */
export function weekTotals(bars: readonly ScheduleBar[]) {
  return {
    orders: bars.length,
    filled: bars.reduce((s, b) => s + b.places_filled, 0),
    total: bars.reduce((s, b) => s + b.places_total, 0),
    unfilled: bars.filter((b) => !b.canceled && b.places_filled < b.places_total).length,
    conflicts: bars.filter((b) => b.conflict).length,
    canceled: bars.filter((b) => b.canceled).length,
    atRisk: bars.filter((b) => b.at_risk).length,
  };
}

export interface OrdersCursor {
  day: number;
  index: number;
}

/**
 * Arrow keys on the orders view: up and down within a day, left and right to the neighbouring
 * day at the same height (or its last order); an empty day can hold the cursor too.
 */
export function moveOrdersCursor(cols: readonly DayColumn[], c: OrdersCursor, key: string): OrdersCursor {
  const clampIndex = (day: number, index: number) => Math.max(0, Math.min(index, cols[day].bars.length - 1));
  switch (key) {
    case 'ArrowUp':
      return { day: c.day, index: clampIndex(c.day, c.index - 1) };
    case 'ArrowDown':
      return { day: c.day, index: clampIndex(c.day, c.index + 1) };
    case 'ArrowLeft':
      return c.day === 0 ? c : { day: c.day - 1, index: clampIndex(c.day - 1, c.index) };
    case 'ArrowRight':
      return c.day === 6 ? c : { day: c.day + 1, index: clampIndex(c.day + 1, c.index) };
    case 'Home':
      return { day: c.day, index: 0 };
    case 'End':
      return { day: c.day, index: clampIndex(c.day, cols[c.day].bars.length - 1) };
    default:
      return c;
  }
}

export type PeopleRow =
  | { kind: 'brigade'; key: string; name: string; size: number; free: number[] }
  | { kind: 'person'; key: string; person: SchedulePerson };

/** Free that day: able to work (not fired, not «Не работает») and on no order. */
export const isFree = (p: SchedulePerson, day: number) => p.days[day] !== null && p.days[day]?.length === 0;

/**
 * The people view's rows: each brigade as a head row (its size and how many are free each day),
 * then its workers; workers of no brigade last, under «Без бригады». The server sorts them so.
 */
export function peopleRows(answer: Pick<SchedulePeopleAnswer, 'brigades' | 'items'>): PeopleRow[] {
  const names = new Map(answer.brigades.map((b) => [b.id, b.name]));
  const groups = new Map<number | null, SchedulePerson[]>();
  for (const person of answer.items) {
    const list = groups.get(person.brigade_id);
    if (list) list.push(person);
    else groups.set(person.brigade_id, [person]);
  }
  return [...groups].flatMap(([brigade, people]): PeopleRow[] => [
    {
      kind: 'brigade',
      key: `brigade-${brigade ?? 'none'}`,
      name: brigade === null ? 'Без бригады' : (names.get(brigade) ?? `Бригада №${brigade}`),
      size: people.length,
      free: Array.from({ length: 7 }, (_, d) => people.filter((p) => isFree(p, d)).length),
    },
    ...people.map((person): PeopleRow => ({ kind: 'person', key: `person-${person.id}`, person })),
  ]);
}

export interface PeopleCursor {
  /** Index into the rows; always a person row when there is one. */
  row: number;
  day: number;
}

/** Arrow keys on the people view: brigade head rows are skipped, days move left and right. */
export function movePeopleCursor(rows: readonly PeopleRow[], c: PeopleCursor, key: string): PeopleCursor {
  const step = (from: number, dir: 1 | -1, count = 1) => {
    let at = from;
    let moved = 0;
    for (let i = from + dir; i >= 0 && i < rows.length && moved < count; i += dir)
      if (rows[i].kind === 'person') {
        at = i;
        moved++;
      }
    return at;
  };
  switch (key) {
    case 'ArrowUp':
      return { ...c, row: step(c.row, -1) };
    case 'ArrowDown':
      return { ...c, row: step(c.row, 1) };
    case 'PageUp':
      return { ...c, row: step(c.row, -1, 10) };
    case 'PageDown':
      return { ...c, row: step(c.row, 1, 10) };
    case 'ArrowLeft':
      return { ...c, day: Math.max(0, c.day - 1) };
    case 'ArrowRight':
      return { ...c, day: Math.min(6, c.day + 1) };
    default:
      return c;
  }
}

/** The first person row (the cursor's start), or 0 when there is none. */
export const firstPersonRow = (rows: readonly PeopleRow[]) =>
  Math.max(
    0,
    rows.findIndex((r) => r.kind === 'person'),
  );
