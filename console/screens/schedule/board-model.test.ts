import { describe, expect, it } from 'vitest';
import type { SchedulePerson } from '../../../core/actions/defs/schedule-board.actions.ts';
import type { ScheduleBar } from '../../../core/actions/defs/schedule.actions.ts';
import {
  dayColumns,
  firstPersonRow,
  legendCounts,
  moveOrdersCursor,
  movePeopleCursor,
  peopleRows,
  weekTotals,
} from './board-model.ts';

const MONDAY = '2030-01-07';
const bar = (order_id: number, start: string, extra: Partial<ScheduleBar> = {}): ScheduleBar => ({
  order_id,
  status: 2,
  displayed_status: 2,
  start,
  end: start,
  work_time: 1,
  contractor: null,
  address: null,
  territory: null,
  brigade: [],
  managers: [],
  places_total: 2,
  places_filled: 1,
  canceled: false,
  at_risk: null,
  workers: [],
  conflict: false,
  ...extra,
});
const week = {
  from: MONDAY,
  items: [
    bar(1, '2030-01-07T09:00', { displayed_status: 2.5, places_filled: 2 }),
    bar(2, '2030-01-07T12:00'),
    bar(3, '2030-01-09T10:00', { conflict: true }),
    // Sunday evening, ending on Monday: it belongs to Sunday.
    bar(4, '2030-01-13T21:00', { end: '2030-01-14T02:00', canceled: true, at_risk: 'двое не подтвердили' }),
  ],
};

describe('week board columns', () => {
  it('puts each order on the day it starts, Monday first, and marks today', () => {
    const cols = dayColumns(week, '2030-01-09');
    expect(cols.map((c) => c.date)).toEqual(['07', '08', '09', '10', '11', '12', '13'].map((d) => `2030-01-${d}`));
    expect(cols.map((c) => c.bars.map((b) => b.order_id))).toEqual([[1, 2], [], [3], [], [], [], [4]]);
    expect(cols.map((c) => c.today)).toEqual([false, false, true, false, false, false, false]);
    expect([cols[0].filled, cols[0].total]).toEqual([3, 4]);
  });

  it('counts the legend over the statuses the chart draws and the week totals', () => {
    expect(legendCounts(week.items).map((s) => [s.value, s.count])).toEqual([
      [2, 3],
      [2.1, 0],
      [2.2, 0],
      [2.5, 1],
      [3, 0],
    ]);
    expect(weekTotals(week.items)).toEqual({
      orders: 4,
      filled: 5,
      total: 8,
      unfilled: 2,
      conflicts: 1,
      canceled: 1,
      atRisk: 1,
    });
  });

  it('moves the cursor within a day and to the neighbouring day at the same height', () => {
    const cols = dayColumns(week, MONDAY);
    expect(moveOrdersCursor(cols, { day: 0, index: 0 }, 'ArrowDown')).toEqual({ day: 0, index: 1 });
    expect(moveOrdersCursor(cols, { day: 0, index: 1 }, 'ArrowDown')).toEqual({ day: 0, index: 1 });
    expect(moveOrdersCursor(cols, { day: 0, index: 1 }, 'ArrowRight')).toEqual({ day: 1, index: 0 });
    expect(moveOrdersCursor(cols, { day: 1, index: 0 }, 'ArrowRight')).toEqual({ day: 2, index: 0 });
    expect(moveOrdersCursor(cols, { day: 0, index: 0 }, 'ArrowLeft')).toEqual({ day: 0, index: 0 });
    expect(moveOrdersCursor(cols, { day: 6, index: 0 }, 'ArrowRight')).toEqual({ day: 6, index: 0 });
    const same = { day: 2, index: 0 };
    expect(moveOrdersCursor(cols, same, 'x')).toBe(same);
  });
});

const person = (id: number, brigade_id: number | null, days: SchedulePerson['days']): SchedulePerson => ({
  id,
  name: `Работник ${id}`,
  brigade_id,
  status: 2,
  days,
});
const free = Array.from({ length: 7 }, () => []);

describe('week board people', () => {
  const answer = {
    brigades: [{ id: 5, name: 'Бригада «Север»' }],
    items: [
      person(1, 5, free),
      person(2, 5, [[{ order_id: 9, start: '09:00' }], [], [], null, [], [], []]),
      person(3, null, free),
    ],
  };

  it('groups people under their brigade, counting who is free each day, and those of no brigade last', () => {
    const rows = peopleRows(answer);
    expect(rows.map((r) => r.key)).toEqual(['brigade-5', 'person-1', 'person-2', 'brigade-none', 'person-3']);
    const head = rows[0];
    expect(head.kind === 'brigade' && [head.name, head.size, head.free]).toEqual([
      'Бригада «Север»',
      2,
      [1, 2, 2, 1, 2, 2, 2],
    ]);
    expect(rows[3].kind === 'brigade' && rows[3].name).toBe('Без бригады');
  });

  it('moves between people skipping brigade rows, and between days', () => {
    const rows = peopleRows(answer);
    expect(firstPersonRow(rows)).toBe(1);
    expect(movePeopleCursor(rows, { row: 2, day: 0 }, 'ArrowDown')).toEqual({ row: 4, day: 0 });
    expect(movePeopleCursor(rows, { row: 4, day: 0 }, 'ArrowDown')).toEqual({ row: 4, day: 0 });
    expect(movePeopleCursor(rows, { row: 1, day: 0 }, 'ArrowUp')).toEqual({ row: 1, day: 0 });
    expect(movePeopleCursor(rows, { row: 1, day: 6 }, 'ArrowRight')).toEqual({ row: 1, day: 6 });
    expect(movePeopleCursor(rows, { row: 1, day: 3 }, 'ArrowLeft')).toEqual({ row: 1, day: 2 });
  });
});
