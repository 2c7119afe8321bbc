import { describe, expect, it } from 'vitest';
import { dayLabel, placesText, plural, shortAddress, timeRange } from './board-text.ts';

// Issue 23 item 1: 'Every order shows, without hovering: time, client, address (short), places
// filled of required (e.g. «3/4»)'.
describe('week board texts', () => {
  it('shortens the street kind and keeps the house only', () => {
    expect(shortAddress('проспект Мира, д. 12, стр. 3, склад № 2')).toBe('пр-т Мира, д. 12');
    expect(shortAddress('Тверская улица, д. 5, подъезд 2, кв. 48')).toBe('Тверская ул., д. 5');
    expect(shortAddress('Дмитровское шоссе, д. 9')).toBe('Дмитровское ш., д. 9');
    expect(shortAddress('Улица Лётчика Бабушкина')).toBe('ул. Лётчика Бабушкина');
    expect(shortAddress('д. 1')).toBe('д. 1');
    expect(shortAddress(null)).toBe('');
  });

  it('writes the time range on the clock, past midnight too, and the places as filled/required', () => {
    expect(timeRange({ start: '2030-01-13T21:00', end: '2030-01-14T02:00' })).toBe('21:00–02:00');
    expect(placesText({ places_filled: 3, places_total: 4 })).toBe('3/4');
  });

  it('names the day with its weekday, Monday first', () => {
    expect(dayLabel('2030-01-07', 0)).toBe('Пн 07.01');
    expect(dayLabel('2030-01-13', 6)).toBe('Вс 13.01');
  });

  it('agrees the count with its noun', () => {
    const words = ['заказ', 'заказа', 'заказов'] as const;
    expect([0, 1, 2, 5, 11, 12, 21, 22, 25, 111].map((n) => plural(n, words))).toEqual([
      '0 заказов',
      '1 заказ',
      '2 заказа',
      '5 заказов',
      '11 заказов',
      '12 заказов',
      '21 заказ',
      '22 заказа',
      '25 заказов',
      '111 заказов',
    ]);
  });
});
