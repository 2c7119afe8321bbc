import { type Kysely, sql } from 'kysely';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ComputedColumns } from './resource-hooks.ts';
import type { Row } from './serialize.ts';
import type { DB } from '../db/db-types.ts';

/**
 * A record's computed values (the card, a write's answer): the same expressions the list's
 * statement reads (ComputedColumns), here by the records' ids, for the virtual keys they carry.
 */
export async function applyComputed(
  db: Kysely<DB>,
  def: ResourceDef,
  computed: ComputedColumns | undefined,
  rows: Row[],
): Promise<void> {
  if (!computed || !rows.length) return;
  const columns = Object.entries(computed.select(def.table, (key) => rows.some((r) => key in r)));
  if (!columns.length) return;
  const table = sql.table(def.table);
  const { rows: found } = await sql<Row>`
    select ${table}.id, ${sql.join(columns.map(([name, expr]) => sql`${expr} as ${sql.ref(`__c_${name}`)}`))}
    from ${table} where ${table}.id = any(${rows.map((r) => Number(r.id))}::integer[])`.execute(db);
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  for (const row of rows) {
    const raw = byId.get(Number(row.id));
    if (raw) computed.apply(row, raw);
  }
}
