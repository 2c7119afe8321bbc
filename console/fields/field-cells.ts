import type { ListMeta } from '../../core/api/api-client.ts';
import { formatDate, formatDateTime, truncate } from '../../core/format.ts';
import { formatRoubles } from '../../core/money.ts';
import type { Field, FieldKind } from '../../core/resources/fields/field-kinds.ts';

type Lookups = Pick<ListMeta, string> | undefined;
type CellFormat = (value: unknown, field: Field, lookups: Lookups) => string;

function lookupName(lookups: Lookups, target: string, id: unknown): string {
  const list = lookups?.[target] as { id: number; name: unknown }[] | undefined;
  const hit = list?.find((x) => x.id === id);
  return hit ? String(hit.name) : `№ ${id}`;
}

const safe = (format: (v: string) => string) => (v: unknown) => {
  try {
    return format(String(v));
  } catch {
    return String(v);
  }
};

const number = (v: unknown) => String(v).replace('.', ',');

/** Text of a list cell per field kind (issue 3: names from lookups, roubles, dd.MM.yyyy, labels, ✓). */
export const cellFormats: Record<FieldKind, CellFormat> = {
  text: (v) => truncate(String(v)),
  int: (v) => String(v),
  decimal: number,
  money: (v) => formatRoubles(v as string),
  bool: (v) => (v ? '✓' : ''),
  date: safe(formatDate),
  datetime: safe(formatDateTime),
  time: (v) => String(v).slice(0, 5),
  enum: (v, f) => (f.kind === 'enum' ? (f.options.find((o) => o.value === v)?.label ?? String(v)) : String(v)),
  ref: (v, f, lookups) => (f.kind === 'ref' ? lookupName(lookups, f.target, v) : String(v)),
  refs: (v, f, lookups) =>
    f.kind === 'refs' && Array.isArray(v) ? v.map((id) => lookupName(lookups, f.target, id)).join(', ') : '',
  json: (v) => truncate(JSON.stringify(v)),
  nested: (v) => (Array.isArray(v) ? String(v.length) : ''),
};

export function formatCell(value: unknown, field: Field, lookups?: Lookups): string {
  if (value === null || value === undefined || value === '') return '';
  return cellFormats[field.kind](value, field, lookups);
}
