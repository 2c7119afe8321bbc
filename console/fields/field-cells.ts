import type { ListMeta } from '../../core/api/api-client.ts';
import { formatDate, formatDateTime, preview } from '../../core/format.ts';
import { formatRoubles } from '../../core/money.ts';
import { formatPhone } from '../../core/phone.ts';
import { getResource } from '../../core/resources/index.ts';
import type { EnumField, EnumOption, Field, FieldKind } from '../../core/resources/fields/field-kinds.ts';
import { useSharedMetaStore } from '../stores/shared-meta-store.ts';
import { knownName } from './ref-names.ts';

type Lookups = Pick<ListMeta, string> | undefined;
type CellFormat = (value: unknown, field: Field, lookups: Lookups) => string;

type Named = { id: number; name: unknown }[] | undefined;

/**
 * A referenced record's name: the page's lookups, else the shared metadata (users and user groups
 * come with GET /api/shared, so a form or a list without lookups still names them), else a name a
 * list or picker has already told us, else «№ id».
 */
function lookupName(lookups: Lookups, target: string, id: unknown): string {
  // A record titled by its number (orders, messages) reads «№ 200», not a bare «200».
  if (getResource(target)?.titleField === 'id') return `№ ${id}`;
  const shared = useSharedMetaStore.getState().meta as unknown as Record<string, unknown> | null;
  const sources = [lookups?.[target], shared?.[target]] as Named[];
  for (const list of sources) {
    const hit = Array.isArray(list) ? list.find((x) => x.id === Number(id)) : undefined;
    if (hit) return String(hit.name);
  }
  return knownName(target, Number(id)) ?? `№ ${id}`;
}

/** Numeric enums come back as '2.0' or 2: the option 2 matches both. */
export function enumOption(field: EnumField, value: unknown): EnumOption | undefined {
  const numeric = field.valueType !== 'text' && value !== '' && !Number.isNaN(Number(value));
  return field.options.find((o) => (numeric ? Number(o.value) === Number(value) : o.value === value));
}

const safe = (format: (v: string) => string) => (v: unknown) => {
  try {
    return format(String(v));
  } catch {
    return String(v);
  }
};

const number = (v: unknown) => String(v).replace('.', ',');

/** Text of a list cell per field kind (issue 3: names from lookups, roubles, issue 9: phones as +7 926 144-59-56, dd.MM.yyyy, labels, ✓). */
export const cellFormats: Record<FieldKind, CellFormat> = {
  text: (v, f) =>
    f.kind === 'text' && f.format === 'phone'
      ? formatPhone(String(v))
      : preview(String(v), (f.kind === 'text' && f.preview) || undefined),
  int: (v) => String(v),
  decimal: number,
  money: (v) => formatRoubles(v as string),
  bool: (v) => (v ? '✓' : ''),
  date: safe(formatDate),
  datetime: safe(formatDateTime),
  time: (v) => String(v).slice(0, 5),
  enum: (v, f) => (f.kind === 'enum' ? (enumOption(f, v)?.label ?? String(v)) : String(v)),
  ref: (v, f, lookups) => (f.kind === 'ref' ? lookupName(lookups, f.target, v) : String(v)),
  refs: (v, f, lookups) =>
    f.kind === 'refs' && Array.isArray(v) ? v.map((id) => lookupName(lookups, f.target, id)).join(', ') : '',
  json: (v) => preview(JSON.stringify(v)),
  nested: (v) => (Array.isArray(v) ? String(v.length) : ''),
};

export function formatCell(value: unknown, field: Field, lookups?: Lookups): string {
  if (value === null || value === undefined || value === '') return '';
  return cellFormats[field.kind](value, field, lookups);
}
