import type { EnumField, FieldKind, RefField, RefsField, TextField } from '../../core/resources/fields/field-kinds.ts';
import { formatDate, formatDateTime, truncate } from '../../core/format.ts';
import { formatRoubles } from '../../core/money.ts';
import { formatPhone } from '../../core/phone.ts';
import { countOf, nouns } from '../../core/plural.ts';
import type { Row } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { type Column, pickColumns } from './columns.ts';

/** meta lookups of list answers: meta[target] = [{id, name}]. */
export type Lookups = Record<string, Map<number, string>>;

export function mergeLookups(into: Lookups, meta: Record<string, unknown>): Lookups {
  for (const [target, list] of Object.entries(meta)) {
    if (!Array.isArray(list)) continue;
    const names = into[target] ?? new Map<number, string>();
    for (const item of list as { id?: unknown; name?: unknown }[])
      if (typeof item?.id === 'number' && item.name !== undefined) names.set(item.id, String(item.name));
    into[target] = names;
  }
  return into;
}

/** Adds the names of `more` to `into`: a list answer's, or the titles of records a command read itself. */
export function addNames(into: Lookups, more: Lookups): Lookups {
  for (const [target, names] of Object.entries(more)) {
    const map = into[target] ?? new Map<number, string>();
    for (const [id, name] of names) map.set(id, name);
    into[target] = map;
  }
  return into;
}

/** Records of `def` by their title field (a contractor's name, a user's name), as lookups. */
export function titlesOf(def: ResourceDef, items: readonly Row[], lookups: Lookups): Lookups {
  const [title] = pickColumns(def, def.titleField);
  return {
    [def.name]: new Map(items.map((item) => [item.id, displayCell(item, title, lookups, 200) || `№${item.id}`])),
  };
}

type Show = (value: unknown, column: Column, lookups: Lookups) => string;

const refName = (id: unknown, target: string, lookups: Lookups) => {
  const name = lookups[target]?.get(Number(id));
  return name === undefined ? `№${id}` : name;
};
const target = (column: Column) => (column.field as RefField | RefsField).target;

/** How a person reads each field kind: one formatter per kind, no chain of conditions. */
const show: Record<FieldKind, Show> = {
  text: (v, c) => ((c.field as TextField).format === 'phone' ? formatPhone(String(v)) : String(v)),
  int: (v) => String(v),
  decimal: (v) => String(v).replace('.', ','),
  money: (v) => formatRoubles(v as string),
  bool: (v) => (v ? 'да' : 'нет'),
  date: (v) => formatDate(String(v)),
  datetime: (v) => formatDateTime(String(v)),
  time: (v) => String(v).slice(0, 5),
  enum: (v, c) => (c.field as EnumField).options.find((o) => String(o.value) === String(v))?.label ?? String(v),
  ref: (v, c, l) => refName(v, target(c), l),
  refs: (v, c, l) => (Array.isArray(v) ? v.map((id) => refName(id, target(c), l)).join(', ') : String(v)),
  json: (v) => JSON.stringify(v),
  nested: (v) => (Array.isArray(v) ? countOf(v.length, nouns.row) : ''),
};

/** A cell as shown in the table and the plain text output. */
export function displayCell(row: Record<string, unknown>, column: Column, lookups: Lookups, width = 60): string {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return '';
  return truncate(show[column.field.kind](value, column, lookups).replace(/\s*\n\s*/g, ' '), width);
}

/** A cell as scripts and `crm import` read it back: the wire value, lists comma-joined. */
export function rawCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
