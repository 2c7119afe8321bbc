import { cellFormats } from '../../core/resources/cell-formats.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import {
  type EnumField,
  type Field,
  type FieldKind,
  isNamesColumn,
  isSortable,
  isStored,
} from '../../core/resources/fields/field-kinds.ts';

export const ID_COLUMN = 'id';

/** Columns a user may choose: stored scalar fields and nested lists shown as names (passwords are not columns). */
export function choosableColumns(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => isStored(f) || isNamesColumn(f) || f.virtual)
    .map(([k]) => k);
}

/** The registry's `list: true` fields, or the first few when a resource marks none. */
export function defaultColumns(def: ResourceDef): string[] {
  const choosable = choosableColumns(def);
  const marked = choosable.filter((k) => def.fields[k].list);
  return marked.length ? marked : choosable.slice(0, 4);
}

/** A saved choice keeps only fields that still exist, in the registry's order. */
export function validColumns(def: ResourceDef, chosen: unknown): string[] | null {
  if (!Array.isArray(chosen)) return null;
  const keep = choosableColumns(def).filter((k) => chosen.includes(k));
  return keep.length ? keep : null;
}

// Widths per field kind. Values that must never be cut (money, dates, statuses) get fixed or minimum
// widths; text and references share what is left, and the grid scrolls sideways inside its own box.
const widths: Record<FieldKind, string> = {
  text: 'minmax(140px, 2fr)',
  int: '80px',
  decimal: '90px',
  money: '128px',
  bool: '56px',
  date: '100px',
  datetime: '140px',
  time: '64px',
  enum: 'minmax(110px, 1fr)',
  ref: 'minmax(140px, 1.5fr)',
  refs: 'minmax(140px, 1.5fr)',
  json: 'minmax(120px, 1fr)',
  nested: '80px',
};

/** About one character of the 12–13px interface font, in px: enough to size a column from its labels. */
const CHAR_PX = 7.5;

/** An enum column is at least as wide as its longest label plus the badge's padding, so none is cut. */
function enumWidth(field: EnumField): string {
  const longest = Math.max(...field.options.map((o) => o.label.length));
  return `minmax(${Math.max(110, Math.ceil(longest * CHAR_PX) + 40)}px, 1fr)`;
}

function columnWidth(field: Field): string {
  if (field.kind === 'enum') return enumWidth(field);
  // '+7 926 144-59-56' has a fixed length: a phone needs no share of the spare width.
  if (field.kind === 'text' && field.format === 'phone') return '150px';
  if (isNamesColumn(field)) return widths.text;
  return (field.cell && cellFormats[field.cell].width) || widths[field.kind];
}

export function gridTemplate(def: ResourceDef, columns: readonly string[], actions: boolean): string {
  const parts = ['64px', ...columns.map((c) => columnWidth(def.fields[c]))];
  if (actions) parts.push('72px');
  return parts.join(' ');
}

export function sortableColumn(field: Field | undefined, key: string): boolean {
  return key === ID_COLUMN || (!!field && isSortable(field));
}
