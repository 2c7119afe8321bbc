import { describe, expect, it } from 'vitest';
import { cellFormats } from './cell-formats.ts';

const today = '2026-11-23';

describe('cell formats', () => {
  it('spec 01 §3 "age": the birth date with the full years', () => {
    expect(cellFormats.age.format('1990-03-12', {}, '12.03.1990', today)).toBe('12.03.1990 (36 лет)');
    expect(cellFormats.age.format('2004-12-01', {}, '01.12.2004', today)).toBe('01.12.2004 (21 год)');
    expect(cellFormats.age.format(null, {}, '', today)).toBe('');
  });

  it('spec 01 §9 "Beginner worker: applied less than 30 days ago"', () => {
    expect(cellFormats.beginner.format('2026-11-01', {}, '01.11.2026', today)).toBe('01.11.2026 · новичок');
    expect(cellFormats.beginner.format('2026-10-25', {}, '25.10.2026', today)).toBe('25.10.2026 · новичок');
    expect(cellFormats.beginner.format('2026-10-24', {}, '24.10.2026', today)).toBe('24.10.2026');
  });

  it.each([
    [1, null, 'ст'],
    [2, '300', 'к'],
    [3, '120', 'ф'],
    [3, '120.5', 'фп'],
  ])("spec 01 §9 payment method %j with %j hours reads '%s'", (method, hours, code) => {
    expect(cellFormats.paymentMethodCode.format(method, { total_work_time: hours }, '', today)).toBe(code);
  });

  // Issue 23 item 7: '«Отправить себе» is blank when false («нет»)'.
  it("spec 02 §3 'sent_to_yourself (yes/no)': both answers are written", () => {
    expect(cellFormats.yesNo.format(true, {}, '✓', today)).toBe('да');
    expect(cellFormats.yesNo.format(false, {}, '', today)).toBe('нет');
    expect(cellFormats.yesNo.format(null, {}, '', today)).toBe('');
  });

  it("spec 02 §8 'Empty group: Не указана должность'", () => {
    expect(cellFormats.groupOrNone.format(null, {}, '', today)).toBe('Не указана должность');
    expect(cellFormats.groupOrNone.format(4, {}, 'Бухгалтер', today)).toBe('Бухгалтер');
  });

  it('a card active-until date reads as month and year', () => {
    expect(cellFormats.monthYear.format('2027-11-30', {}, '30.11.2027', today)).toBe('11.2027');
  });

  it.each([
    [125, '2 мин 05 с'],
    [65, '1 мин 05 с'],
    [45, '45 с'],
    [0, '0 с'],
    [3725, '1 ч 02 мин 05 с'],
  ])("spec 02 'link_duration (shown as human time)': %j seconds read «%s»", (seconds, text) => {
    expect(cellFormats.minutesSeconds.format(seconds, {}, String(seconds), today)).toBe(text);
  });

  it('an empty duration stays empty', () => {
    expect(cellFormats.minutesSeconds.format(null, {}, '', today)).toBe('');
  });

  it("spec 02 'not_a_client (shows «Не клиент»)'", () => {
    expect(cellFormats.notAClient.format(true, {}, '✓', today)).toBe('Не клиент');
    expect(cellFormats.notAClient.format(false, {}, '', today)).toBe('');
  });

  it("spec 02 'record_filename (download link labelled «Скачать»)', served by the server, not the stored name", () => {
    const row = { id: 7, record_filename: '2026/11/23/in-7.mp3' };
    expect(cellFormats.recording.format(row.record_filename, row, row.record_filename, today)).toBe('Скачать');
    expect(cellFormats.recording.href?.('calls', row)).toBe('/api/calls/7/record');
    expect(cellFormats.recording.format(null, { id: 8 }, '', today)).toBe('');
  });
});
