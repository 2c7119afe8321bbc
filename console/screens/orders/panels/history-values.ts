import { formatDate, formatDateTime } from '../../../../core/format.ts';
import { formatRoubles } from '../../../../core/money.ts';
import type { EnumOption } from '../../../../core/resources/fields/field-kinds.ts';
import { resources } from '../../../../core/resources/index.ts';

type Formatter = (text: string) => string;

const byKind: Record<string, Formatter> = {
  date: (t) => (/^\d{4}-\d{2}-\d{2}$/.test(t) ? formatDate(t) : t),
  datetime: (t) => (Number.isNaN(Date.parse(t)) ? t : formatDateTime(t)),
  bool: (t) => (t === 'true' ? 'Да' : t === 'false' ? 'Нет' : t),
  money: (t) => (/^-?\d+(\.\d+)?$/.test(t) ? formatRoubles(t) : t),
  decimal: (t) => t.replace('.', ','),
  ref: (t) => `№${t}`,
};

const fields = resources.orders.fields as Record<string, { kind: string; options?: readonly EnumOption[] }>;

/** An enum's label for its stored value ('2.50' and '2.5' are one status). */
const enumLabel = (options: readonly EnumOption[], t: string) =>
  options.find((o) => String(o.value) === t || Number(o.value) === Number(t))?.label ?? t;

/**
 * A value of the change history or of a client change as a person reads it: dates dd.MM.yyyy,
 * money «1 234,50», Да/Нет; «—» for nothing. The server keeps the stored text; this only shows it.
 */
export function historyValue(field: string, text: string | null): string {
  if (text === null || text === '') return '—';
  const def = fields[field];
  if (def?.kind === 'enum' && def.options) return enumLabel(def.options, text);
  const format = byKind[def?.kind ?? ''];
  return format ? format(text) : text;
}
