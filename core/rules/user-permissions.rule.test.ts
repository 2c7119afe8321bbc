import { describe, expect, it } from 'vitest';
import {
  type CurrentUser,
  can,
  canConfirmCardInvoicePayment,
  canEditCardInvoicePaymentDate,
  canEditUsers,
  canPrefix,
  managerPickerUsers,
  type PermissionKey,
  type StaffUser,
} from './user-permissions.rule.ts';

const user = (patch: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  is_admin: false,
  user_group_id: 1,
  permissions: {},
  ...patch,
});
const admin = user({ is_admin: true, user_group_id: null });
const accountant = user({ permissions: { transactions: true, transactions_delete: false, stats_month: true } });

describe('can: spec "Admins pass every permission check"', () => {
  it.each<[string, CurrentUser, PermissionKey, boolean]>([
    ['admin without flags', admin, 'transactions_delete', true],
    ['flag true', accountant, 'transactions', true],
    ['flag false', accountant, 'transactions_delete', false],
    ['flag missing', accountant, 'close_order', false],
    ['"Transaction deletion requires transactions_delete"', user(), 'transactions_delete', false],
  ])('%s: %s → %s', (_name, u, permission, expected) => {
    expect(can(u, permission)).toBe(expected);
  });
});

describe('canPrefix: DESIGN.md "The prefix check passes when any permission key that starts with the prefix is true"', () => {
  it.each<[string, CurrentUser, string, boolean]>([
    ['admin', admin, 'stats_', true],
    ['one stats flag', accountant, 'stats_', true],
    ['transactions prefix', accountant, 'transactions', true],
    ['only false flags match', user({ permissions: { stats_month: false } }), 'stats_', false],
    ['contains but does not start with', user({ permissions: { my_stats_x: true } }), 'stats_', false],
    ['no match', accountant, 'shared_', false],
  ])('%s: %j → %s', (_name, u, prefix, expected) => {
    expect(canPrefix(u, prefix)).toBe(expected);
  });
});

describe('card invoice rules', () => {
  it.each([
    [4, false, true],
    [7, false, true],
    [6, false, false],
    [1, false, false],
    [null, true, true],
  ])(
    'spec "Card invoice payment date can be edited by user_group_id 4 or 7": group %j, admin %s → %s',
    (group, isAdmin, expected) => {
      expect(canEditCardInvoicePaymentDate(user({ user_group_id: group, is_admin: isAdmin }))).toBe(expected);
    },
  );

  it.each([
    [6, false, true],
    [4, false, false],
    [7, false, false],
    [1, true, true],
  ])('spec "payment confirmation only by group 6": group %j, admin %s → %s', (group, isAdmin, expected) => {
    expect(canConfirmCardInvoicePayment(user({ user_group_id: group, is_admin: isAdmin }))).toBe(expected);
  });
});

describe('canEditUsers: spec "Admins see edit and delete on users; non-admins only view users"', () => {
  it.each([
    [admin, true],
    [accountant, false],
  ])('admin %o → %s', (u, expected) => {
    expect(canEditUsers(u)).toBe(expected);
  });
});

describe('managerPickerUsers', () => {
  const staff: StaffUser[] = [
    { id: 10, user_group_id: 1, fired: false },
    { id: 11, user_group_id: 1, fired: true },
    { id: 20, user_group_id: 2, fired: false },
    { id: 40, user_group_id: 4, fired: false },
    { id: 60, user_group_id: 6, fired: false },
    { id: 61, user_group_id: 6, fired: true },
    { id: 99, user_group_id: null, fired: false },
  ];
  it.each([
    [2, [10]],
    [1, [10, 20, 60]],
    [6, [10, 20, 60]],
    [null, [10, 20, 60]],
  ])(
    'spec "for group 2 users it shows only non-fired users of group 1; for others, non-fired users of groups 1, 2 and 6": viewer group %j → %j',
    (group, ids) => {
      expect(managerPickerUsers(user({ user_group_id: group }), staff).map((u) => u.id)).toEqual(ids);
    },
  );
});
