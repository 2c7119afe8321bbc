import type { ResourceName, resources } from '../resources/index.ts';

/**
 * Row types inferred from the registry: `RowOf<'orders'>` has `start_date: string`,
 * `contractor_id: number`, `comment: string | null`, … exactly as serializeRow sends them (money
 * and dates as strings, decimals and enum codes as numbers). A field is never null when it is
 * `required` (the column is NOT NULL), a bool or a refs list; nested lists and write-only fields
 * (passwords) are not part of a list row.
 */
type Defs = typeof resources;
type FieldsOf<N extends ResourceName> = Defs[N]['fields'];

type WireValue<F> = F extends { kind: 'text' | 'date' | 'datetime' | 'time' | 'money' }
  ? string
  : F extends { kind: 'int' | 'decimal' | 'ref' }
    ? number
    : F extends { kind: 'bool' }
      ? boolean
      : F extends { kind: 'refs' }
        ? number[]
        : F extends { kind: 'enum'; options: readonly (infer O)[] }
          ? O extends { value: infer V }
            ? V
            : never
          : unknown;

type NeverNull<F> = F extends { required: true } | { kind: 'bool' | 'refs' } ? true : false;
type Value<F> = NeverNull<F> extends true ? WireValue<F> : WireValue<F> | null;

type Shown<F> = F extends { kind: 'nested' } | { writeOnly: true } ? false : true;

type Timestamps<N extends ResourceName> = Defs[N] extends { timestamps: false }
  ? unknown
  : { created_at: string; updated_at: string };

/** The declared field names (the registry's `Record<string, Field>` adds a string index: dropped). */
type Declared<K> = K extends string ? (string extends K ? never : K) : never;

export type RowOf<N extends ResourceName> = { id: number } & {
  -readonly [K in keyof FieldsOf<N> as Shown<FieldsOf<N>[Declared<K>]> extends true ? Declared<K> : never]: Value<
    FieldsOf<N>[K]
  >;
} & Timestamps<N>;

type RefKeys<N extends ResourceName> = keyof {
  [K in keyof FieldsOf<N> as FieldsOf<N>[Declared<K>] extends { kind: 'ref' } ? Declared<K> : never]: true;
};

/** `contractor_id` → 'contractor': the names `include` accepts for a resource's reference fields. */
export type IncludeName<N extends ResourceName> = RefKeys<N> extends `${infer B}_id` ? B : never;

/** A looked-up record as the list's meta carries it: its id and its title. */
export interface Lookup {
  id: number;
  name: string;
}

/** The row with `contractor: {id, name} | null` added for each included reference. */
export type WithIncluded<R, I extends string> = [I] extends [never] ? R : R & { [K in I]: Lookup | null };
