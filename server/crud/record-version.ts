import { type RawBuilder, sql } from 'kysely';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { NestedField } from '../../core/resources/fields/field-kinds.ts';
import type { DynamicDb } from '../db/dynamic-db.ts';

/**
 * A record's version (issue 20 item 5, docs/decisions.md «Issue 20: record versions»): a hash of
 * PostgreSQL's `xmin` of its row and of its nested rows (ids too, so a removed or added row counts).
 * `xmin` is the id of the transaction that wrote a row version, so any write changes it, whoever
 * makes it: the generic PUT, an action (close, pay, approve a client change), a trigger, a script in
 * SQL. No column, no migration, and nothing any writer has to remember. Opaque to clients.
 */
/** The row's xmin; for a view (the resource's `viewOf`), the xmin of the row it shows. */
function rowXmin(def: ResourceDef, alias: string): RawBuilder<unknown> {
  if (def.viewOf === undefined) return sql`${sql.ref(`${alias}.xmin`)}::text`;
  const base = def.viewOf;
  return base === null
    ? sql`''`
    : sql`(select b.xmin::text from ${sql.table(base)} b where b.id = ${sql.ref(`${alias}.id`)})`;
}

export function versionSql(def: ResourceDef, alias: string): RawBuilder<string> {
  const parts = [rowXmin(def, alias)];
  for (const nested of Object.values(def.fields).filter((f): f is NestedField => f.kind === 'nested'))
    parts.push(
      sql`coalesce((select string_agg(c.id || '.' || c.xmin::text, ',' order by c.id) from ${sql.table(nested.table)} c where ${sql.ref(`c.${nested.foreignKey}`)} = ${sql.ref(`${alias}.id`)}), '')`,
    );
  return sql<string>`left(md5(concat_ws('|', ${sql.join(parts)})), 16)`;
}

/** The version the record has now, as this transaction sees it; undefined when the row is gone. */
export async function currentVersion(db: DynamicDb, def: ResourceDef, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom(`${def.table} as t`)
    .select(versionSql(def, 't').as('version'))
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row?.version as string | undefined;
}
