import { describe, expect, it } from 'vitest';
import { mayChangeScan } from './scan-edit.rule.ts';

// Spec 01 §6: 'documents_edit (edit document properties after approval)'.
const user = (documents_edit: boolean, is_admin = false) => ({
  id: 1,
  is_admin,
  user_group_id: 2,
  permissions: { documents_edit },
});

describe('mayChangeScan', () => {
  it.each([
    [false, false, false, true],
    [true, false, false, false],
    [true, true, false, true],
    [true, false, true, true],
  ])('approved %s, documents_edit %s, admin %s → %s', (is_approved, flag, admin, expected) => {
    expect(mayChangeScan(user(flag, admin), { is_approved })).toBe(expected);
  });
});
