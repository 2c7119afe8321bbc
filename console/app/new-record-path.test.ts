import { describe, expect, it } from 'vitest';
import { newRecordPath } from './new-record-path.ts';

// Issue 22 item 10: 'Alt+N drops the list's filter (the manager's 14 orders become all 202 after Esc)'.
describe('newRecordPath', () => {
  it('keeps the list’s view when the new form opens over it', () => {
    const here = { pathname: '/orders', search: '?filter=user2_id%3D17&sort=start_date&page=2&id=5' };
    expect(newRecordPath('/orders', here)).toBe('/orders?sort=start_date&filter=user2_id%3D17&page=2&preopen=true');
  });

  it('opens the list with the form from another screen', () => {
    expect(newRecordPath('/orders', { pathname: '/schedule_day', search: '?start_date=2030-01-08' })).toBe(
      '/orders?preopen=true',
    );
  });
});
