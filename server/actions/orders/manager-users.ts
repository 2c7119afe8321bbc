import { type Kysely, sql } from 'kysely';
import { managerPickerUsers } from '../../../core/rules/user-permissions.rule.ts';
import type { CurrentUserRecord } from '../../auth/current-user.ts';
import { likePattern } from './worker-picking-params.ts';

/**
 * GET /api/orders/manager_users: the choice of the card's managers 1-3. Spec 01 §6: 'Order manager
 * picker: for group 2 users it shows only non-fired users of group 1; for others, non-fired users
 * of groups 1, 2 and 6'. The server applies the rule (core managerPickerUsers) to the viewer it
 * authenticated, so a console that asked for more still gets only these.
 */
export async function managerUsers(db: Kysely<any>, viewer: CurrentUserRecord, search: string) {
  let q = db.selectFrom('users').select(['id', 'name', 'email', 'user_group_id', 'fired']).where('fired', '=', false);
  if (search) q = q.where(sql<boolean>`(name ilike ${likePattern(search)} or email ilike ${likePattern(search)})`);
  const staff = await q.orderBy('name').orderBy('id').execute();
  const items = managerPickerUsers(viewer, staff).map(({ fired: _fired, ...u }) => u);
  return { items, meta: { total: items.length, limit: items.length } };
}
