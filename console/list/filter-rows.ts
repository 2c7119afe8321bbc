import type { Filter } from '../../core/filter.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { f } from '../../core/resources/fields/f.ts';
import { type Field, type FieldKind, isFilterable } from '../../core/resources/fields/field-kinds.ts';

/** How a field is filtered (docs/decisions.md: text by substring, numbers/dates/times by a..b ranges). */
export type FilterInputKind = 'text' | 'range' | 'bool' | 'enum' | 'checks' | 'ref';

export const filterInputKinds: Record<Exclude<FieldKind, 'json' | 'nested'>, FilterInputKind> = {
  text: 'text',
  int: 'range',
  decimal: 'range',
  money: 'range',
  date: 'range',
  datetime: 'range',
  time: 'range',
  bool: 'bool',
  enum: 'enum',
  ref: 'ref',
  refs: 'ref',
};

export interface FilterRow {
  key: string;
  field: Field;
  input: FilterInputKind;
}

export function filterRows(def: ResourceDef): FilterRow[] {
  const fields = Object.entries(def.fields)
    .filter(([, f]) => isFilterable(f) && f.kind !== 'json' && f.kind !== 'nested')
    .map(([key, field]) => ({ key, field, input: filterInputKinds[field.kind as keyof typeof filterInputKinds] }));
  // Named list filters (individuals' docs=expired) are chosen like an enum field, or with checkboxes.
  const named = Object.entries(def.listFilters ?? {}).map(
    ([key, n]): FilterRow => ({
      key,
      field: f.enum(n.options, { label: n.label }),
      input: n.checkboxes ? 'checks' : 'enum',
    }),
  );
  return [...fields, ...named];
}

export function rangeOf(values: readonly string[] | undefined): [string, string] {
  const [from = '', to = ''] = (values?.[0] ?? '').split('..');
  return values?.[0]?.includes('..') ? [from, to] : [from, from];
}

/** A range of two inputs; one side may stay empty ('a..', '..b'); equal sides mean one value. */
export function rangeValue(from: string, to: string): string[] {
  const a = from.trim();
  const b = to.trim();
  if (!a && !b) return [];
  if (a === b) return [a];
  return [`${a}..${b}`];
}

/** Sets or clears one key of a filter (an empty value list removes the key). */
export function withFilter(filter: Filter, key: string, values: string[]): Filter {
  const next = { ...filter };
  if (values.length === 0 || values.every((v) => v === '')) delete next[key];
  else next[key] = values;
  return next;
}
