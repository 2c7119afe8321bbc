import { describe, expect, it } from 'vitest';
import { orderDefaultFilter } from './order-default-view.rule.ts';

// Issue 10 item 6: 'group 1 opens by default on its own form-2 orders in displayed statuses 2,
// 2.1, 2.2, 2.5 (a default filter the user can clear), others on 0-3'.
describe('orderDefaultFilter', () => {
  it('group 1: own orders as the second-card manager, displayed statuses 2 to 2.5', () => {
    expect(orderDefaultFilter({ id: 17, user_group_id: 1 })).toEqual({
      displayed_status: ['2', '2.1', '2.2', '2.5'],
      user2_id: ['17'],
    });
  });

  it('other groups and users without a group: every status 0 to 3, which is no filter', () => {
    for (const user_group_id of [2, 4, 6, 7, null])
      expect(orderDefaultFilter({ id: 3, user_group_id })).toBeUndefined();
  });
});
