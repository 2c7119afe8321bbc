import { describe, expect, it } from 'vitest';
import { hiddenText } from './worker-picker-items.ts';

// Issue 22 item 2: 'Workers on the other pay scheme are hidden with no word why («Абдуллаев С» → «Пусто»)'.
describe('hiddenText', () => {
  it('names how many matching workers are left out and why', () => {
    expect(
      hiddenText(
        [
          { reason: 'other_pay', count: 1 },
          { reason: 'not_working', count: 2 },
        ],
        true,
      ),
    ).toBe('Скрыто: 1 — другая схема оплаты (на заказе фиксированная); 2 — статус «Не работает»');
    expect(hiddenText([{ reason: 'fired', count: 3 }], null)).toBe('Скрыто: 3 — отстранены на этот день');
  });

  it('says nothing when nothing is hidden', () => {
    expect(hiddenText([], false)).toBe('');
    expect(hiddenText(undefined, false)).toBe('');
  });
});
