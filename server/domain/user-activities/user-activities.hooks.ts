import type { Kysely } from 'kysely';
import { pageName } from '../../../core/activity/page-names.ts';
import { texts } from '../../../core/texts.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import type { Row } from '../../crud/serialize.ts';
import type { DB } from '../../db/db-types.ts';

/**
 * Spec 02 'rows show user, page, action with count; unknown pages show 'Неизвестно -' followed by
 * the uri, unknown entity 'Неизвестно'' and 'Empty group: Не указана должность': the names of a
 * page of activity rows, one query for their users and groups.
 */
async function decorateActivityRows(db: Kysely<DB>, rows: Row[]): Promise<void> {
  const wanted = rows.filter((r) => 'user_name' in r || 'group_name' in r || 'page' in r);
  if (!wanted.length) return;
  // A list that asked only for the named columns carries no user_id or uri: read them by id.
  const found = await db
    .selectFrom('user_activity_days as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('user_groups as g', 'g.id', 'u.user_group_id')
    .select(['d.id', 'd.uri', 'u.id as user_id', 'u.name', 'g.name as group_name'])
    .where(
      'd.id',
      'in',
      wanted.map((r) => Number(r.id)),
    )
    .execute();
  const byId = new Map(found.map((f) => [Number(f.id), f]));
  for (const r of wanted) {
    const f = byId.get(Number(r.id));
    const known = f?.user_id != null;
    if ('user_name' in r) r.user_name = known ? f.name : texts.unknownEntity;
    if ('group_name' in r) r.group_name = known ? (f.group_name ?? texts.noPosition) : texts.unknownEntity;
    if ('page' in r) r.page = f ? pageName(f.uri as string) : texts.unknownEntity;
  }
}

export const userActivitiesHooks: ResourceHooks = { decorateRows: decorateActivityRows };
