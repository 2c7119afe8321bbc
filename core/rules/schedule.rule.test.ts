import { describe, expect, it } from 'vitest';
import { barTimes, findConflicts, onSchedule, scheduleDate, scheduleDayChoices, weekOf } from './schedule.rule.ts';

describe('schedule rules', () => {
  it("spec 01: 'Schedule day needs a start_date of 10 characters, otherwise it becomes today'", () => {
    expect(scheduleDate(undefined, '2026-11-23')).toBe('2026-11-23');
    expect(scheduleDate('2026-1-2', '2026-11-23')).toBe('2026-11-23');
    expect(scheduleDate('2026-11-25', '2026-11-23')).toBe('2026-11-25');
    expect(scheduleDate('25.11.2026', '2026-11-23')).toBe('2026-11-25');
    expect(scheduleDate('2026-13-45', '2026-11-23')).toBeUndefined();
  });

  it("spec 02: day choices 'yesterday, today, tomorrow, day after tomorrow'", () => {
    expect(scheduleDayChoices('2026-12-31').map((c) => c.date)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it("spec 01: 'week starts Monday'", () => {
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it("spec 02: 'default start 12:00 and default work time 1 hour; orders with status 1 or without status are skipped'", () => {
    expect(barTimes('2026-11-23', null, null)).toEqual({
      start: '2026-11-23T12:00',
      end: '2026-11-23T13:00',
      work_time: 1,
    });
    expect(barTimes('2026-11-23', '22:30:00', 2.5)).toEqual({
      start: '2026-11-23T22:30',
      end: '2026-11-24T01:00',
      work_time: 2.5,
    });
    expect([null, 0, 1, 2, 3].map(onSchedule)).toEqual([false, false, false, true, true]);
  });

  it("issue 10: 'conflicts (one worker on two overlapping orders)'; touching ends are no conflict", () => {
    const bars = [
      { order_id: 1, start: '2026-11-23T09:00', end: '2026-11-23T12:00', workers: [7, 8] },
      { order_id: 2, start: '2026-11-23T11:00', end: '2026-11-23T13:00', workers: [7] },
      { order_id: 3, start: '2026-11-23T12:00', end: '2026-11-23T14:00', workers: [8] },
      { order_id: 4, start: '2026-11-23T08:00', end: '2026-11-23T18:00', workers: [9] },
    ];
    expect(findConflicts(bars)).toEqual([{ individual_id: 7, order_ids: [1, 2] }]);
  });
});
