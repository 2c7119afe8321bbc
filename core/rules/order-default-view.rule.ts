import type { Filter } from '../filter.ts';
import { defaultOrderView, ORDER_STATUSES } from './order-status.rule.ts';
import type { CurrentUser } from './user-permissions.rule.ts';

/**
 * The orders list's default filter (issue 10 item 6: 'group 1 opens by default on its own form-2
 * orders in displayed statuses 2, 2.1, 2.2, 2.5 (a default filter the user can clear), others on
 * 0-3'), on the displayed status the list filters by. A view of every status is no filter at all:
 * the list then keeps its exact count and its unfiltered index.
 */
export function orderDefaultFilter(user: Pick<CurrentUser, 'id' | 'user_group_id'>): Filter | undefined {
  const view = defaultOrderView(user.user_group_id);
  const filter: Filter = {};
  if (view.statuses.length < ORDER_STATUSES.length) filter.displayed_status = view.statuses.map(String);
  if (view.only_as_user2) filter.user2_id = [String(user.id)];
  return Object.keys(filter).length ? filter : undefined;
}
