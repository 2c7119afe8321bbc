import type { Filter } from '../../core/filter.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { f } from '../../core/resources/fields/f.ts';
import { type Field, type FieldKind, isFilterable, type RecordLink } from '../../core/resources/fields/field-kinds.ts';

/** How a field is filtered (docs/decisions.md: text by substring, numbers/dates/times by a..b ranges). */
/** 'checks': an enum with checkboxes, any of the ticked values (the resource's `checkboxFilters`). */
/** 'linkedId': the id of a polymorphic `link`, picked in the resource its type filter names. */
export type FilterInputKind = 'text' | 'range' | 'bool' | 'enum' | 'checks' | 'ref' | 'linkedId';

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
  /** For 'linkedId': the type field and the resource of each type (the ledger's owner_type → individuals…). */
  link?: RecordLink;
}

/** The ids that another field links by (`link.id`): filtered as one record, not as a number range. */
function linksById(def: ResourceDef): Map<string, RecordLink> {
  const links = new Map<string, RecordLink>();
  for (const field of Object.values(def.fields)) if (field.link) links.set(field.link.id, field.link);
  return links;
}

export function filterRows(def: ResourceDef): FilterRow[] {
  const fields = Object.entries(def.fields)
    .filter(([, f]) => isFilterable(f) && f.kind !== 'json' && f.kind !== 'nested')
    .map(([key, field]) => ({ key, field, input: filterInputKinds[field.kind as keyof typeof filterInputKinds] }));
  // Named list filters (individuals' docs=expired) are chosen like an enum field.
  const named = Object.entries(def.listFilters ?? {}).map(
    ([key, n]): FilterRow => ({ key, field: f.enum(n.options, { label: n.label }), input: 'enum' }),
  );
  const checks = new Set(def.checkboxFilters ?? []);
  const links = linksById(def);
  return [...fields, ...named].map((row): FilterRow => {
    if (checks.has(row.key)) return { ...row, input: 'checks' };
    const link = links.get(row.key);
    return link ? { ...row, input: 'linkedId', link } : row;
  });
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
