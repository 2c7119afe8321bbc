import { describe, expect, it } from 'vitest';
import { avgDaysBetweenOrders, sleepStatus } from './contractor-sleep.rule.ts';

// Spec 01 §3 Contractor: 'sleep_status, avg_days_between_orders' (meaning ours: docs/decisions.md).
describe('avgDaysBetweenOrders', () => {
  it.each([
    [{ days: 0, first: null, last: null }, null],
    [{ days: 1, first: '2026-11-01', last: '2026-11-01' }, null],
    [{ days: 2, first: '2026-11-01', last: '2026-11-11' }, 10],
    [{ days: 4, first: '2026-10-01', last: '2026-11-01' }, 10.3],
  ])('%j → %j', (dates, expected) => expect(avgDaysBetweenOrders(dates)).toBe(expected));
});

describe('sleepStatus', () => {
  const today = '2026-11-23';
  it.each([
    [{ days: 0, first: null, last: null }, 0],
    [{ days: 1, first: '2026-11-20', last: '2026-11-20' }, 1],
    [{ days: 1, first: '2026-09-24', last: '2026-09-24' }, 1],
    [{ days: 1, first: '2026-09-23', last: '2026-09-23' }, 2],
    [{ days: 1, first: '2026-07-25', last: '2026-07-25' }, 3],
    [{ days: 3, first: '2026-10-01', last: '2026-10-21' }, 2],
    [{ days: 3, first: '2026-10-01', last: '2026-12-01' }, 1],
    [{ days: 30, first: '2026-10-01', last: '2026-10-30' }, 2],
    [{ days: 30, first: '2026-09-01', last: '2026-10-25' }, 3],
  ])('%j on 23.11.2026 → %j', (dates, expected) => expect(sleepStatus(dates, today)).toBe(expected));
});
