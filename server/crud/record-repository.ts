import { sql } from 'kysely';
import { AppError } from '../../core/errors.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { NestedField, ScalarField } from '../../core/resources/fields/field-kinds.ts';
import type { NestedRowWrite } from '../../core/resources/write-schema.ts';
import { recordNotFound } from '../../core/texts.ts';
import { translateDbError } from './db-errors.ts';
import { type Row, serializeFields, serializeRow } from './serialize.ts';
import { versionSql } from './record-version.ts';
import { withVirtualKeys } from './virtual-fields.ts';
import type { ComputedColumns } from './resource-hooks.ts';
import type { OwnerScope } from './session-fields.ts';
import type { DynamicDb } from '../db/dynamic-db.ts';

const nestedEntries = (def: ResourceDef) =>
  Object.entries(def.fields).filter((e): e is [string, NestedField] => e[1].kind === 'nested');

/** JS value → SQL parameter: jsonb gets JSON text (a JS array would otherwise become a SQL array). */
export function toColumns(fields: Record<string, ScalarField>, values: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [key, v] of Object.entries(values)) {
    const field = fields[key];
    out[key] = field?.kind === 'json' && v !== null && v !== undefined ? JSON.stringify(v) : v;
  }
  return out;
}

export const scalarFieldsOf = (def: ResourceDef) =>
  Object.fromEntries(Object.entries(def.fields).filter(([, f]) => f.kind !== 'nested')) as Record<string, ScalarField>;

/** The row, or undefined when it does not exist or (with a scope) belongs to another user. */
export async function findRow(
  db: DynamicDb,
  def: ResourceDef,
  id: number,
  scope?: OwnerScope,
  lock = false,
): Promise<Row | undefined> {
  let q = db.selectFrom(def.table).selectAll().where('id', '=', id);
  if (scope) q = q.where(scope.column, '=', scope.userId);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export function notFound(def: ResourceDef, id: number): AppError {
  return new AppError('not_found', recordNotFound(id, def.title));
}

/**
 * One record with its nested lists and its `version` (record-version.ts), as GET /api/{name}/{id}
 * answers it. The version is read with the row, before the nested lists: read later, it could be
 * newer than the values beside it, and a save of those values would then pass for current. The
 * hooks' computed columns, when given, are read by the same statement (on PGlite each statement of
 * a write costs 0.4–1.7 ms, most of a save: docs/decisions.md, issue 25).
 */
export async function getRecord(
  db: DynamicDb,
  def: ResourceDef,
  id: number,
  scope?: OwnerScope,
  computed?: ComputedColumns,
): Promise<Row> {
  const t = def.table;
  // A record carries every field and virtual key, so every computed column is asked for.
  const columns = Object.entries(computed?.select(t, (key) => key in def.fields) ?? {});
  let q = db
    .selectFrom(t)
    .selectAll(t)
    .select(versionSql(def, t).as('__version'))
    .select(columns.map(([name, expr]) => sql`${expr}`.as(`__c_${name}`)))
    .where(`${t}.id`, '=', id);
  if (scope) q = q.where(`${t}.${scope.column}`, '=', scope.userId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(def, id);
  const out = withVirtualKeys(def, serializeRow(def, row));
  out.version = row.__version;
  for (const [key, nested] of nestedEntries(def)) {
    const children = await db
      .selectFrom(nested.table)
      .selectAll()
      .where(nested.foreignKey, '=', id)
      .orderBy(nested.orderBy ?? 'id')
      .execute();
    out[key] = children.map((c) => ({ id: c.id, ...serializeFields(nested.fields, c) }));
  }
  computed?.apply(out, row);
  return out;
}

async function applyNested(trx: DynamicDb, parentId: number, key: string, nested: NestedField, rows: NestedRowWrite[]) {
  const missing = (index: number) =>
    AppError.validation({ [`${key}[${index}]`]: ['строка не найдена'] }, [
      `${nested.label}, строка ${index + 1}: строка не найдена`,
    ]);
  await checkUniqueRows(trx, parentId, key, nested, rows);
  // Removals first, then changes, then additions: a row re-added in the same save does not collide.
  for (const [index, row] of rows.entries()) {
    if (!row.destroy || row.id === undefined) continue;
    const r = await trx
      .deleteFrom(nested.table)
      .where('id', '=', row.id)
      .where(nested.foreignKey, '=', parentId)
      .executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw missing(index);
  }
  for (const [index, row] of rows.entries()) {
    if (row.destroy || row.id === undefined || Object.keys(row.values).length === 0) continue;
    const r = await trx
      .updateTable(nested.table)
      .set(toColumns(nested.fields, row.values))
      .where('id', '=', row.id)
      .where(nested.foreignKey, '=', parentId)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw missing(index);
  }
  const added = rows.filter((r) => !r.destroy && r.id === undefined);
  if (added.length)
    await trx
      .insertInto(nested.table)
      .values(added.map((r) => ({ ...toColumns(nested.fields, r.values), [nested.foreignKey]: parentId })))
      .execute();
}

const sameKey = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a) === String(b);

/**
 * A child list's `unique` rule (order price lines: work type + instrument) checked on the list as
 * the save leaves it, so the refusal names the row sent (issue 22 item 6: «…уже есть…» named no
 * row): «Цены, строка 3: Такой тип работ и инструмент уже есть у этого заказа (как в строке 1)».
 */
async function checkUniqueRows(
  trx: DynamicDb,
  parentId: number,
  key: string,
  nested: NestedField,
  rows: NestedRowWrite[],
) {
  if (!nested.unique?.length) return;
  const columns = [...new Set(nested.unique.flatMap((u) => u.columns))];
  const stored = await trx
    .selectFrom(nested.table)
    .select(['id', ...columns])
    .where(nested.foreignKey, '=', parentId)
    .execute();
  // The list after the save: stored rows as changed, less the removed ones, then the new ones; each
  // remembers its place in the request (a stored row the request does not name has none).
  const sent = new Map(rows.flatMap((r, index) => (r.id === undefined ? [] : [[r.id, { r, index }] as const])));
  const after = [
    ...stored.flatMap((row) => {
      const mine = sent.get(Number(row.id));
      if (mine?.r.destroy) return [];
      return [{ index: mine?.index ?? null, values: { ...row, ...mine?.r.values } as Record<string, unknown> }];
    }),
    ...rows.flatMap((r, index) => (r.destroy || r.id !== undefined ? [] : [{ index, values: r.values }])),
  ];
  for (const u of nested.unique)
    for (const [i, row] of after.entries()) {
      const first = after.findIndex((other) => u.columns.every((c) => sameKey(other.values[c], row.values[c])));
      if (first === i || row.index === null) continue;
      const twin = after[first].index;
      const message = twin === null ? u.message : `${u.message} (как в строке ${twin + 1})`;
      throw AppError.validation({ [`${key}[${row.index}]`]: [message] }, [
        `${nested.label}, строка ${row.index + 1}: ${message}`,
      ]);
    }
}

export async function writeNested(
  trx: DynamicDb,
  def: ResourceDef,
  id: number,
  nested: Record<string, NestedRowWrite[]>,
) {
  for (const [key, field] of nestedEntries(def)) if (nested[key]) await applyNested(trx, id, key, field, nested[key]);
}

export async function insertRecord(
  trx: DynamicDb,
  def: ResourceDef,
  values: Row,
  nested: Record<string, NestedRowWrite[]>,
) {
  try {
    const columns = toColumns(scalarFieldsOf(def), values);
    const insert = trx.insertInto(def.table);
    const row = await (Object.keys(columns).length ? insert.values(columns) : insert.defaultValues())
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await writeNested(trx, def, id, nested);
    return id;
  } catch (e) {
    throw translateDbError(e, def);
  }
}

export async function updateRecord(
  trx: DynamicDb,
  def: ResourceDef,
  id: number,
  values: Row,
  nested: Record<string, NestedRowWrite[]>,
) {
  try {
    const set = toColumns(scalarFieldsOf(def), values);
    if (def.timestamps) set.updated_at = new Date().toISOString();
    if (Object.keys(set).length) await trx.updateTable(def.table).set(set).where('id', '=', id).execute();
    await writeNested(trx, def, id, nested);
  } catch (e) {
    throw translateDbError(e, def);
  }
}

export async function deleteRecord(trx: DynamicDb, def: ResourceDef, id: number) {
  try {
    await trx.deleteFrom(def.table).where('id', '=', id).execute();
  } catch (e) {
    throw translateDbError(e, def);
  }
}
