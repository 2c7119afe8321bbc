import { type Kysely, sql } from 'kysely';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { listConditions } from './list-filters.ts';
import type { ListParams } from './list-params.ts';
import type { OwnerScope } from './session-fields.ts';

/**
 * The page a record is on for the list's sort and narrowing (`locate=<id>`): the console opens
 * that page after a save, so the saved row is seen even when it sorts elsewhere. The window orders
 * exactly as the list does (group, sort field, id; Postgres' default null placement both times).
 * undefined when the record is not in the narrowed list at all (or is another user's owned row).
 */
export async function pageOfRecord(db: Kysely<any>, def: ResourceDef, p: ListParams, id: number, scope?: OwnerScope) {
  const t = def.table;
  const dir = sql.raw(p.order === 'desc' ? 'desc' : 'asc');
  const keys = [...(p.group ? [p.group] : []), p.sort, 'id'].map((c) => sql`${sql.ref(`${t}.${c}`)} ${dir}`);
  const ranked = db
    .selectFrom(t)
    .select([`${t}.id as id`, sql<number>`row_number() over (order by ${sql.join(keys)})`.as('n')])
    .where((eb) => {
      const list = listConditions(eb, def, p);
      return eb.and(scope ? [...list, eb(`${t}.${scope.column}`, '=', scope.userId)] : list);
    });
  const hit = await db.selectFrom(ranked.as('ranked')).select('n').where('ranked.id', '=', id).executeTakeFirst();
  return hit ? Math.ceil(Number(hit.n) / p.limit) : undefined;
}
