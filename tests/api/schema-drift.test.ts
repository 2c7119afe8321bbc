import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { FieldKind, ScalarField } from '../../core/resources/fields/field-kinds.ts';
import { resources } from '../../core/resources/index.ts';
import { phoneSearchFields } from '../../server/crud/phone-search.ts';
import { type ColumnSpec, dataTypes, parseColumnSpec } from '../../server/db/tables/column-spec.ts';
import { serverColumns, serverTables } from '../../server/db/tables/server-tables.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// The registry and the hand-written migrations must not disagree silently (DESIGN.md section 3).
interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: string;
  column_default: string | null;
  is_identity: string;
  is_generated: string;
}

const typesByKind: Record<Exclude<FieldKind, 'nested' | 'enum'>, string[]> = {
  text: ['text', 'character varying'],
  int: ['integer', 'smallint', 'bigint'],
  decimal: ['numeric'],
  money: ['numeric'],
  bool: ['boolean'],
  date: ['date'],
  datetime: ['timestamp with time zone'],
  time: ['time without time zone'],
  ref: ['integer'],
  refs: ['ARRAY'],
  json: ['jsonb'],
};
const enumTypes = { int: ['smallint', 'integer'], decimal: ['numeric'], text: ['text'] };

/** Columns the server keeps for itself and never exposes as fields (typed in server/db/tables/server-tables.ts). */
const serverOnly: Record<string, Record<string, ColumnSpec>> = serverColumns;

let t: TestApp;
let columns: Map<string, Map<string, Column>>;
let views: Set<string>;

beforeAll(async () => {
  t = await startTestApp();
  const rows = (
    await sql<Column>`select table_name, column_name, data_type, udt_name, is_nullable, column_default, is_identity, is_generated from information_schema.columns where table_schema = current_schema()`.execute(
      t.db,
    )
  ).rows;
  columns = new Map();
  for (const c of rows) {
    if (!columns.has(c.table_name)) columns.set(c.table_name, new Map());
    columns.get(c.table_name)!.set(c.column_name, c);
  }
  views = new Set(
    (
      await sql<{
        table_name: string;
      }>`select table_name from information_schema.views where table_schema = current_schema()`.execute(t.db)
    ).rows.map((r) => r.table_name),
  );
});
afterAll(async () => t?.close());

function expectColumns(table: string, fields: Record<string, ScalarField>, implicit: string[], checkNull: boolean) {
  const cols = columns.get(table);
  expect(cols, `table ${table} exists`).toBeDefined();
  for (const [key, field] of Object.entries(fields)) {
    if (field.writeOnly) continue;
    const col = cols!.get(key);
    if (field.virtual) {
      // A virtual field has no column (its hook computes it): a column of that name would drift.
      expect(col, `${table}.${key} is virtual: no column`).toBeUndefined();
      continue;
    }
    expect(col, `${table}.${key} exists`).toBeDefined();
    const allowed = field.kind === 'enum' ? enumTypes[field.valueType] : typesByKind[field.kind];
    expect(allowed, `${table}.${key}: ${field.kind} stored as ${col!.data_type}`).toContain(col!.data_type);
    // server/db/db-types.ts types these columns as never null: required fields, bools and refs lists.
    // A stored generated column (orders.client_canceled, from client_canceled_at) is never null by its expression.
    const generated = col!.is_generated === 'ALWAYS';
    if (checkNull && !generated && (field.required || field.kind === 'bool' || field.kind === 'refs'))
      expect(col!.is_nullable, `${table}.${key} NOT NULL`).toBe('NO');
    // …and a required field with a declared default as one an insert may leave out.
    if (checkNull && field.required && field.default !== undefined)
      expect(col!.column_default, `${table}.${key} has a default`).not.toBeNull();
  }
  for (const [key, spec] of Object.entries(serverOnly[table] ?? {})) expectSpec(table, key, spec);
  const declared = new Set([...Object.keys(fields), ...implicit, ...Object.keys(serverOnly[table] ?? {})]);
  const undeclared = [...cols!.keys()].filter((c) => !declared.has(c));
  expect(undeclared, `${table}: columns without a field`).toEqual([]);
}

describe.each(Object.values(resources).map((d) => [d.name, d as ResourceDef] as const))('%s', (_n, def) => {
  it('matches its table or view', () => {
    const scalars: Record<string, ScalarField> = {};
    for (const [k, f] of Object.entries(def.fields)) if (f.kind !== 'nested') scalars[k] = f;
    expectColumns(
      def.table,
      scalars,
      def.timestamps ? ['id', 'created_at', 'updated_at'] : ['id'],
      !views.has(def.table),
    );
    for (const f of Object.values(def.fields))
      if (f.kind === 'nested') expectColumns(f.table, f.fields, ['id', f.foreignKey], true);
  });
});

/** A column written in server-tables.ts has the declared type, nullability and default. */
function expectSpec(table: string, key: string, spec: ColumnSpec) {
  const col = columns.get(table)?.get(key);
  expect(col, `${table}.${key} exists`).toBeDefined();
  const { base, nullable, defaulted } = parseColumnSpec(spec);
  expect(col!.data_type, `${table}.${key} is ${base}`).toBe(dataTypes[base]);
  if (base === 'int[]') expect(col!.udt_name, `${table}.${key} is int[]`).toBe('_int4');
  expect(col!.is_nullable === 'YES', `${table}.${key} nullable`).toBe(nullable);
  const hasDefault = col!.column_default !== null || col!.is_identity === 'YES';
  expect(hasDefault, `${table}.${key} has a default`).toBe(defaulted);
}

// The tables no resource declares are typed once in server-tables.ts (the DB type of Kysely<DB>):
// each must match the live schema column for column, and no table may be left untyped.
describe('tables outside the registry (server/db/tables/server-tables.ts)', () => {
  it.each(Object.keys(serverTables))('%s matches its declaration', (table) => {
    const specs: Record<string, ColumnSpec> = serverTables[table as keyof typeof serverTables];
    for (const [key, spec] of Object.entries(specs)) expectSpec(table, key, spec);
    expect(
      [...(columns.get(table)?.keys() ?? [])].filter((c) => !(c in specs)),
      `${table}: columns not typed`,
    ).toEqual([]);
  });

  it('every table and view of the schema has a type', () => {
    const typed = new Set<string>(Object.keys(serverTables));
    for (const def of Object.values(resources) as ResourceDef[]) {
      typed.add(def.table);
      for (const f of Object.values(def.fields)) if (f.kind === 'nested') typed.add(f.table);
    }
    expect([...columns.keys()].filter((t) => !typed.has(t))).toEqual([]);
  });
});

describe('search indexes (migrations 0009, 0017) follow the registry search fields', () => {
  it.each(['orders', 'individuals', 'contractors', 'calls', 'contractor_contacts'] as const)('%s', async (name) => {
    const def = resources[name] as ResourceDef;
    const { rows } = await sql<{
      indexdef: string;
    }>`select indexdef from pg_indexes where indexname = ${`${def.table}_search_trgm`}`.execute(t.db);
    expect(rows, 'index exists').toHaveLength(1);
    const expected = Object.entries(def.fields)
      .filter(([, f]) => f.search && f.kind === 'text')
      .map(([k]) => k);
    const inIndex = [...rows[0].indexdef.matchAll(/COALESCE\((\w+),/g)].map((m) => m[1]);
    expect(inIndex).toEqual(expected);
  });
});

describe('phone indexes (migration 0017) cover every searchable phone field', () => {
  const phoneFields = Object.values(resources).flatMap((def) =>
    phoneSearchFields(def as ResourceDef).map((key) => [def.table, key] as const),
  );
  it.each(phoneFields)('%s.%s', async (table, key) => {
    const { rows } = await sql<{
      indexdef: string;
    }>`select indexdef from pg_indexes where indexname in (${`${table}_${key}_national`}, ${`${table}_${key}_digits_trgm`}) order by indexname`.execute(
      t.db,
    );
    expect(rows, 'both indexes exist').toHaveLength(2);
    const digits = `regexp_replace(COALESCE(${key}, ''::text), '\\D'::text, ''::text, 'g'::text)`;
    expect(rows[0].indexdef).toContain(`gin (${digits} gin_trgm_ops)`);
    expect(rows[1].indexdef).toContain(`"right"(${digits}, 10)`);
  });
});
