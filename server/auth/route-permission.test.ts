import { describe, expect, it } from 'vitest';
import type { CurrentUserRecord } from './current-user.ts';
import { allows, describePermission, fromResourcePermission } from './route-permission.ts';

const user = (over: Partial<CurrentUserRecord> = {}): CurrentUserRecord => ({
  id: 5,
  email: 'u@crm.local',
  name: 'U',
  is_admin: false,
  user_group_id: 2,
  permissions: {},
  via: 'session',
  ...over,
});

describe('route permissions (spec §6)', () => {
  it.each([
    ['signed_in', user(), true],
    ['admin', user(), false],
    ['admin', user({ is_admin: true }), true],
  ] as const)('%s for %o', (p, u, ok) => expect(allows(u, p)).toBe(ok));

  it('checks group flags; "Admins pass every permission check"', () => {
    expect(allows(user({ permissions: { transactions: true } }), { flag: 'transactions' })).toBe(true);
    expect(allows(user({ permissions: { transactions: false } }), { flag: 'transactions' })).toBe(false);
    expect(allows(user({ is_admin: true }), { flag: 'transactions_delete' })).toBe(true);
  });

  it('"a prefix check grants when any permission key contains the prefix" (true keys only, DESIGN.md §8)', () => {
    expect(allows(user({ permissions: { stats_month: true } }), { prefix: 'stats_' })).toBe(true);
    expect(allows(user({ permissions: { stats_month: false, shared_profit: true } }), { prefix: 'stats_' })).toBe(
      false,
    );
  });

  it('checks user groups ("4 and 7 may edit the card invoice payment date")', () => {
    expect(allows(user({ user_group_id: 4 }), { groups: [4, 7] })).toBe(true);
    expect(allows(user({ user_group_id: 6 }), { groups: [4, 7] })).toBe(false);
  });

  it('maps registry permissions and names them for the matrix', () => {
    expect(fromResourcePermission(null)).toBe('signed_in');
    expect(describePermission(fromResourcePermission('transactions_delete'))).toBe('transactions_delete');
    expect(describePermission({ prefix: 'stats_' })).toBe('stats_*');
  });
});
