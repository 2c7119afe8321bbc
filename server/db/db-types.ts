import type { Generated } from 'kysely';
import type { resources } from '../../core/resources/index.ts';
import type { Defaulted, Json, Numeric, TableOf, Timestamp } from './tables/column-spec.ts';
import type { serverColumns, serverTables } from './tables/server-tables.ts';

/**
 * The database as Kysely sees it: `Kysely<DB>`. A registry table's columns are derived from its
 * resource declaration (as core/api/row-types.ts derives the wire row), so a new field is typed the
 * moment it is declared; the other tables are written once in tables/server-tables.ts. The
 * schema-drift test (tests/api/schema-drift.test.ts) checks both against the live schema.
 *
 * The values are those the database hands back (database.ts parsers): numeric (money, decimals)
 * stays a string, dates and timestamps are strings, int8 is a number. A column is nullable unless
 * its field is `required`, a bool or a refs list (the drift test checks those are NOT NULL).
 */
type Defs = (typeof resources)[keyof typeof resources];

type Declared<K> = K extends string ? (string extends K ? never : K) : never;

type Fractional<V> = V extends number
  ? number extends V
    ? never
    : `${V}` extends `${string}.${string}`
      ? V
      : never
  : never;
/**
 * As f.enum picks valueType: integers are int, other numbers numeric, else text. Options typed only
 * as EnumOption[] (the ledger's operations) leave it open: number or string.
 */
type EnumValue<F> = F extends { valueType: 'int' }
  ? number
  : F extends { valueType: 'decimal' }
    ? Numeric
    : F extends { valueType: 'text' }
      ? string
      : F extends { options: readonly (infer O)[] }
        ? O extends { value: infer V }
          ? string | number extends V
            ? number | string
            : [V] extends [number]
              ? [Fractional<V>] extends [never]
                ? number
                : Numeric
              : string
          : never
        : never;

type ColumnValue<F> = F extends { kind: 'text' | 'date' | 'time' }
  ? string
  : F extends { kind: 'decimal' | 'money' }
    ? Numeric
    : F extends { kind: 'datetime' }
      ? Timestamp
      : F extends { kind: 'int' | 'ref' }
        ? number
        : F extends { kind: 'bool' }
          ? boolean
          : F extends { kind: 'refs' }
            ? number[]
            : F extends { kind: 'json' }
              ? Json
              : F extends { kind: 'enum' }
                ? EnumValue<F>
                : never;

/**
 * Nullable unless required; a required field with a declared default may be left out of an insert.
 * Bools and refs lists are NOT NULL with a default, as the wire row has them (the drift test checks).
 */
type Column<F> = F extends { kind: 'bool' | 'refs' }
  ? Defaulted<ColumnValue<F>>
  : F extends { required: true }
    ? F extends { default: unknown }
      ? Defaulted<ColumnValue<F>>
      : ColumnValue<F>
    : ColumnValue<F> | null;

/** Stored in a column of its own table: not nested, not write-only (passwords), not virtual. */
type HasColumn<F> = F extends { kind: 'nested' } | { writeOnly: true } | { virtual: true } ? false : true;

type Columns<Fs> = {
  -readonly [K in keyof Fs as HasColumn<Fs[Declared<K>]> extends true ? Declared<K> : never]: Column<Fs[K]>;
};

type Stamps<D> = D extends { timestamps: false }
  ? unknown
  : { created_at: Generated<string>; updated_at: Generated<string> };

type ResourceTables = {
  [D in Defs as D['table']]: { id: Generated<number> } & Columns<D['fields']> & Stamps<D>;
};

type NestedOf<Fs> = {
  [K in keyof Fs as Declared<K>]: Fs[K] extends { kind: 'nested'; table: string } ? Fs[K] : never;
};
type NestedFields = { [D in Defs as D['table']]: NestedOf<D['fields']>[keyof NestedOf<D['fields']>] }[Defs['table']];

type NestedTables = {
  [F in NestedFields as F['table']]: { id: Generated<number> } & { [K in F['foreignKey']]: number } & Columns<
      F['fields']
    >;
};

type Registry = ResourceTables & NestedTables;
type Extras = typeof serverColumns;

export type DB = {
  [T in keyof Registry]: T extends keyof Extras ? Registry[T] & TableOf<Extras[T]> : Registry[T];
} & { [T in keyof typeof serverTables]: TableOf<(typeof serverTables)[T]> };
