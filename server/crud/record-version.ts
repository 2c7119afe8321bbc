import { type RawBuilder, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { NestedField } from '../../core/resources/fields/field-kinds.ts';

/**
 * A record's version (issue 20 item 5, docs/decisions.md «Issue 20: record versions»): a hash of
 * PostgreSQL's `xmin` of its row and of its nested rows (ids too, so a removed or added row counts).
 * `xmin` is the id of the transaction that wrote a row version, so any write changes it, whoever
 * makes it: the generic PUT, an action (close, pay, approve a client change), a trigger, a script in
 * SQL. No column, no migration, and nothing any writer has to remember. Opaque to clients.
 */
export function versionSql(def: ResourceDef, alias: string, isView = false): RawBuilder<string> {
  // A view (invoices, ratings, card_invoices…) has no xmin: its version is the text of its row, which
  // any write to the rows under it that changes what the record shows changes too.
  const parts = [isView ? sql`${sql.ref(alias)}::text` : sql`${sql.ref(`${alias}.xmin`)}::text`];
  for (const nested of Object.values(def.fields).filter((f): f is NestedField => f.kind === 'nested'))
    parts.push(
      sql`coalesce((select string_agg(c.id || '.' || c.xmin::text, ',' order by c.id) from ${sql.table(nested.table)} c where ${sql.ref(`c.${nested.foreignKey}`)} = ${sql.ref(`${alias}.id`)}), '')`,
    );
  return sql<string>`left(md5(concat_ws('|', ${sql.join(parts)})), 16)`;
}

const viewKinds = new Map<string, boolean>();

/** Whether the resource's table is a view; asked of the database once per name (the schema is fixed by the migrations). */
export async function isViewTable(db: Kysely<any>, table: string): Promise<boolean> {
  let known = viewKinds.get(table);
  if (known === undefined) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.views
      where table_schema = current_schema() and table_name = ${table}`.execute(db);
    known = rows[0].n > 0;
    viewKinds.set(table, known);
  }
  return known;
}

/** The version the record has now, as this transaction sees it; undefined when the row is gone. */
export async function currentVersion(db: Kysely<any>, def: ResourceDef, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom(`${def.table} as t`)
    .select(versionSql(def, 't', await isViewTable(db, def.table)).as('version'))
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row?.version as string | undefined;
}
