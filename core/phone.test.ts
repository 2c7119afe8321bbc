import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone.ts';

// Issue 9, item 6: '+7 926 144-59-56, 8 (926) 144-59-56, 9261445956, 79261445956 all give the same
// canonical form' and 'phones formatted +7 926 144-59-56'.
describe('normalizePhone', () => {
  it.each([
    '+7 926 144-59-56',
    '8 (926) 144-59-56',
    '9261445956',
    '79261445956',
    '+7(926)1445956',
    ' 8-926-144-59-56 ',
  ])('%s → 79261445956', (typed) => {
    expect(normalizePhone(typed)).toBe('79261445956');
  });

  it('keeps the digits of foreign and short numbers without making them Russian', () => {
    expect(normalizePhone('+380 44 123 45 67')).toBe('380441234567');
    expect(normalizePhone('доб. 1234')).toBe('1234');
    expect(normalizePhone('144-59-56')).toBe('1445956');
  });

  it('gives null when there is no digit', () => {
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('нет')).toBeNull();
  });
});

describe('formatPhone', () => {
  it.each(['79261445956', '89261445956', '9261445956', '+7 (926) 144 59 56'])('%s → +7 926 144-59-56', (value) => {
    expect(formatPhone(value)).toBe('+7 926 144-59-56');
  });

  it.each(['+380441234567', '1234', '144-59-56', '+1 800 555 0199', 'звонить после 18', ''])(
    'returns %j as given',
    (value) => {
      expect(formatPhone(value)).toBe(value);
    },
  );
});
