import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatHoursMinutes,
  formatOfficeTime,
  officeToday,
  parseOfficeDateTime,
  isoDate,
  matchUrlDateFilter,
  parseRuDate,
  ruMonths,
  toDate,
  tomorrow,
  preview,
  truncate,
} from './format.ts';

// Local-time constructors keep these tests independent of the machine's time zone.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('formatDate: spec "Date-time picker format yyyy-MM-dd in pickers, dd.MM.yyyy on display"', () => {
  it.each([
    ['2026-11-21', '21.11.2026'],
    ['2024-02-29', '29.02.2024'],
    ['2027-01-01', '01.01.2027'],
    [local(2026, 3, 5), '05.03.2026'],
    [local(2026, 3, 5, 23, 59), '05.03.2026'],
  ])('%j → %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('a date-only string keeps its day in every time zone (no UTC shift)', () => {
    expect(toDate('2026-01-01').getDate()).toBe(1);
  });

  it.each(['2026-02-30', '21.11.2026', 'завтра', ''])('throws on %j', (input) => {
    expect(() => formatDate(input)).toThrow(/Неверная дата/);
  });
});

describe('formatDateTime: the office clock', () => {
  it.each([
    ['2026-11-21T06:05:00Z', '21.11.2026 09:05'],
    ['2026-11-20T21:00:00Z', '21.11.2026 00:00'],
    ['2026-11-21', '21.11.2026 00:00'],
  ])('%j → %s', (input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });
});

// Issue 23 item 9: 'Times are shown in the browser's zone: the chat notice said 13:53 when it was
// 16:53 in Moscow. Every time a person sees is office time, like the server's.' Node reads TZ anew
// when it changes, so each zone below is the zone of a browser far from Moscow.
describe('the office clock in any zone', () => {
  const zones = ['UTC', 'America/New_York', 'Asia/Vladivostok', 'Europe/Moscow'];
  const office = process.env.TZ;
  afterEach(() => {
    process.env.TZ = office;
  });

  it.each(zones)('reads 16:53 Moscow time for 13:53 UTC in %s', (zone) => {
    process.env.TZ = zone;
    expect(formatOfficeTime('2026-11-26T13:53:00Z')).toBe('16:53');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 26, 22, 30)))).toBe('27.11.2026 01:30');
    expect(officeToday(new Date(Date.UTC(2026, 10, 26, 21, 30)))).toBe('2026-11-27');
    expect(parseOfficeDateTime('27.11.2026 01:30')).toBe('2026-11-26T22:30:00.000Z');
    expect(formatDateTime(parseOfficeDateTime('05.03.2027 09:15') as string)).toBe('05.03.2027 09:15');
  });

  it('refuses a time or a day that is not one', () => {
    expect(parseOfficeDateTime('31.02.2027 10:00')).toBeNull();
    expect(parseOfficeDateTime('01.02.2027 24:00')).toBeNull();
    expect(parseOfficeDateTime('01.02.2027')).toBeNull();
  });
});

describe('parseRuDate: spec "Date format dd.mm.yyyy"', () => {
  it.each([
    ['21.11.2026', '2026-11-21'],
    ['1.2.2026', '2026-02-01'],
    [' 29.02.2024 ', '2024-02-29'],
    ['29.02.2026', null],
    ['31.04.2026', null],
    ['00.01.2026', null],
    ['21.13.2026', null],
    ['2026-11-21', null],
    ['21.11.26', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parseRuDate(input)).toBe(expected);
  });
});

describe('isoDate', () => {
  it.each([
    [local(2026, 11, 21, 23, 30), '2026-11-21'],
    ['2026-11-21', '2026-11-21'],
  ])('%j → %s', (input, expected) => {
    expect(isoDate(input)).toBe(expected);
  });
});

describe('tomorrow: spec "New orders default the date to tomorrow"', () => {
  it.each([
    ['2026-11-21', '2026-11-22'],
    ['2026-12-31', '2027-01-01'],
    ['2024-02-28', '2024-02-29'],
    ['2026-03-28', '2026-03-29'],
    [local(2026, 10, 24, 23, 59), '2026-10-25'],
  ])('%j → %s', (today, expected) => {
    expect(tomorrow(today)).toBe(expected);
  });
});

describe('formatHoursMinutes: spec "time shown as hours and minutes"', () => {
  it.each([
    [270, '4 ч 30 мин'],
    [240, '4 ч'],
    [30, '30 мин'],
    [0, '0 мин'],
    [59.6, '1 ч'],
    [-90, '-1 ч 30 мин'],
  ])('%s → %s', (minutes, expected) => {
    expect(formatHoursMinutes(minutes)).toBe(expected);
  });
});

describe('matchUrlDateFilter: spec "Dates in URL filters match 2 to 4 digits with separators . / -"', () => {
  it.each([
    ['21.11.2026', ['21', '11', '2026']],
    ['2026-11-21', ['2026', '11', '21']],
    ['21/11/26', ['21', '11', '26']],
    ['21.11-2026', ['21', '11', '2026']],
    ['1.11.2026', null],
    ['21.11.20266', null],
    ['21 11 2026', null],
    ['21.11', null],
    ['x21.11.2026', null],
  ])('%j → %j', (input, expected) => {
    expect(matchUrlDateFilter(input)).toEqual(expected);
  });
});

// Issue 23 items 7 and 11: 'the list preview cuts to 29 characters plus «…» (spec: 30)'; 'long texts
// are cut at 49 characters (spec: 50)'.
describe('preview: spec "Truncation default 50 characters", "body preview 30 characters"', () => {
  it.each([
    ['а'.repeat(60), undefined, `${'а'.repeat(50)}…`],
    ['а'.repeat(50), undefined, 'а'.repeat(50)],
    ['Здравствуйте! Сообщаем о новых тарифах на услуги грузчиков', 30, 'Здравствуйте! Сообщаем о новых…'],
    ['ab😀cd', 3, 'ab😀…'],
  ])('%j, %s → %j', (text, n, expected) => {
    expect(preview(text, n)).toBe(expected);
  });
});

describe('truncate: a text fitted into a column', () => {
  const long = 'а'.repeat(60);
  it.each([
    [long, undefined, `${'а'.repeat(49)}…`],
    ['а'.repeat(50), undefined, 'а'.repeat(50)],
    ['Массовая рассылка', 10, 'Массовая…'],
    ['коротко', 30, 'коротко'],
    ['ab😀cd', 4, 'ab😀…'],
  ])('%j, %s → %j', (text, n, expected) => {
    expect(truncate(text, n)).toBe(expected);
  });

  it('never returns more than n characters', () => {
    expect(Array.from(truncate(long, 30))).toHaveLength(30);
  });
});

describe('ruMonths: spec "Russian month-name list is used in pickers"', () => {
  it.each([
    [0, 'Январь'],
    [4, 'Май'],
    [11, 'Декабрь'],
  ])('month index %i is %s', (i, name) => {
    expect(ruMonths[i]).toBe(name);
  });

  it('has twelve months', () => {
    expect(ruMonths).toHaveLength(12);
  });
});
