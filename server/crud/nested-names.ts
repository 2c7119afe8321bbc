import { type Kysely, sql } from 'kysely';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { isNamesColumn } from '../../core/resources/fields/field-kinds.ts';
import type { Row } from './serialize.ts';
import type { DB } from '../db/db-types.ts';

export interface NamesCell {
  names: string[];
  total: number;
}

/**
 * `meta.nested_names[field][parentId]`: the first `listNames` rows' names of each nested list shown
 * as a column (spec 01 §9 'Contacts … column: at most 5 names'), with how many there are in all.
 * One query per such field over the page's rows; only when the list asks for the column.
 */
export async function nestedNames(
  db: Kysely<DB>,
  def: ResourceDef,
  rows: Row[],
  fields: string[] | undefined,
): Promise<{ nested_names?: Record<string, Record<number, NamesCell>> }> {
  const ids = rows.map((r) => Number(r.id));
  const out: Record<string, Record<number, NamesCell>> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (!isNamesColumn(field) || (fields && !fields.includes(key)) || !ids.length) continue;
    const fk = sql.ref(field.foreignKey);
    const { rows: found } = await sql<{ parent: number; name: string; n: number; total: number }>`
      select * from (
        select ${fk} as parent, name, row_number() over (partition by ${fk} order by id) as n,
          count(*) over (partition by ${fk}) as total
        from ${sql.table(field.table)} where ${fk} = any(${ids}::integer[])
      ) ranked where n <= ${field.listNames} order by parent, n`.execute(db);
    const cells: Record<number, NamesCell> = {};
    for (const r of found) {
      cells[r.parent] ??= { names: [], total: Number(r.total) };
      cells[r.parent].names.push(r.name);
    }
    out[key] = cells;
  }
  return Object.keys(out).length ? { nested_names: out } : {};
}
