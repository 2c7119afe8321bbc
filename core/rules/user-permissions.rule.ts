// Permission flags named by the spec (section 6 of both documents); the full catalogue is not
// shown there, so new flags are added here, where a typo in a check then fails to compile.
export const PERMISSION_KEYS = [
  'close_order',
  'restore_status1',
  'documents_edit',
  'transactions',
  'transactions_delete',
  'stats_month',
  'stats_everyday',
  'stats_calls',
  'stats_efficiency',
  'stats_driver',
  'stats_client',
  'stats_individual_occupation',
  'shared_revenue',
  'shared_profit',
  'shared_individual_docs',
  'shared_doc_expiring',
  'shared_doc_expired',
  'shared_7_days_not_working',
  'shared_individual_noty',
  // Issue 20 item 4: who reads workers' phones and passports whole (docs/decisions.md).
  'individual_phones',
  'individual_passports',
  // Issue 21: the left column's «Заказы под угрозой» (docs/decisions.md «Issue 21: reliability score»).
  'shared_orders_at_risk',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export interface CurrentUser {
  id: number;
  is_admin: boolean;
  user_group_id: number | null;
  permissions: Partial<Record<string, boolean>>;
}

/** Spec: 'Admins pass every permission check'. */
export function can(user: CurrentUser, permission: PermissionKey): boolean {
  return user.is_admin || user.permissions[permission] === true;
}

/**
 * Spec: 'a prefix check grants when any permission key contains the prefix'; DESIGN.md section 8
 * narrows it to a key that starts with the prefix and is true (a false flag grants nothing).
 */
export function canPrefix(user: CurrentUser, prefix: string): boolean {
  return user.is_admin || Object.entries(user.permissions).some(([key, on]) => on === true && key.startsWith(prefix));
}

/** Spec: 'Card invoice payment date can be edited by user_group_id 4 or 7'; admins too (DESIGN.md 8). */
export function canEditCardInvoicePaymentDate(user: CurrentUser): boolean {
  return user.is_admin || user.user_group_id === 4 || user.user_group_id === 7;
}

/** Spec: 'payment confirmation only by group 6'; admins too (DESIGN.md 8). */
export function canConfirmCardInvoicePayment(user: CurrentUser): boolean {
  return user.is_admin || user.user_group_id === 6;
}

/** Spec: 'Admins see edit and delete on users; non-admins only view users'. */
export function canEditUsers(user: CurrentUser): boolean {
  return user.is_admin;
}

export interface StaffUser {
  id: number;
  user_group_id: number | null;
  fired: boolean;
}

/**
 * Spec: 'Order manager picker: for group 2 users it shows only non-fired users of group 1; for
 * others, non-fired users of groups 1, 2 and 6'.
 */
export function managerPickerUsers<U extends StaffUser>(viewer: CurrentUser, users: readonly U[]): U[] {
  const groups = managerPickerGroups(viewer);
  return users.filter((u) => !u.fired && u.user_group_id !== null && groups.includes(u.user_group_id));
}

/** The user groups the order manager picker offers to this viewer (the rule above, for SQL). */
export function managerPickerGroups(viewer: Pick<CurrentUser, 'user_group_id'>): number[] {
  return viewer.user_group_id === 2 ? [1] : [1, 2, 6];
}
