import type { ColumnType, Generated } from 'kysely';

/**
 * A column of a table that is no registry resource, written as a short string so the same
 * declaration gives the Kysely type (server/db/db-types.ts) and what the schema-drift test checks
 * against the live database: the base type, then `?` when the column is nullable, then `=` when it
 * has a default (or is an identity) and may be left out of an insert.
 */
export type BaseType =
  | 'int'
  | 'smallint'
  | 'bigint'
  | 'numeric'
  | 'text'
  | 'bool'
  | 'date'
  | 'time'
  | 'timestamptz'
  | 'jsonb'
  | 'int[]';
export type ColumnSpec = BaseType | `${BaseType}?` | `${BaseType}=` | `${BaseType}?=`;

/** A timestamp reads as an ISO string (database.ts parsers) and may be written as a Date. */
export type Timestamp = ColumnType<string, string | Date, string | Date>;
/** numeric reads as a string (money is never a float) and may be written as a number. */
export type Numeric = ColumnType<string, string | number, string | number>;
/** jsonb: read parsed, written as a value or a JSON string. */
export type Json = ColumnType<unknown, unknown, unknown>;

interface Values {
  int: number;
  smallint: number;
  // database.ts parses int8 to a number (counts, sequences).
  bigint: number;
  numeric: Numeric;
  text: string;
  bool: boolean;
  date: string;
  time: string;
  timestamptz: Timestamp;
  jsonb: Json;
  'int[]': number[];
}

/** A column with a default: optional in an insert (Generated, keeping a ColumnType's own insert type). */
export type Defaulted<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : Generated<T>;

export type ColumnOf<S extends string> = S extends `${infer B}?=`
  ? Defaulted<Values[B & BaseType] | null>
  : S extends `${infer B}=`
    ? Defaulted<Values[B & BaseType]>
    : S extends `${infer B}?`
      ? Values[B & BaseType] | null
      : Values[S & BaseType];

export type TableOf<T extends Record<string, string>> = { -readonly [K in keyof T]: ColumnOf<T[K]> };

/** The database's data_type for each base type (information_schema.columns). */
export const dataTypes: Record<BaseType, string> = {
  int: 'integer',
  smallint: 'smallint',
  bigint: 'bigint',
  numeric: 'numeric',
  text: 'text',
  bool: 'boolean',
  date: 'date',
  time: 'time without time zone',
  timestamptz: 'timestamp with time zone',
  jsonb: 'jsonb',
  'int[]': 'ARRAY',
};

export function parseColumnSpec(spec: ColumnSpec): { base: BaseType; nullable: boolean; defaulted: boolean } {
  const m = /^([a-z[\]]+)(\?)?(=)?$/.exec(spec)!;
  return { base: m[1] as BaseType, nullable: m[2] === '?', defaulted: m[3] === '=' };
}
