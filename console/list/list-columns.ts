import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { type Field, type FieldKind, isSortable, isStored } from '../../core/resources/fields/field-kinds.ts';

export const ID_COLUMN = 'id';

/** Columns a user may choose: stored scalar fields (nested lists and passwords are not columns). */
export function choosableColumns(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => isStored(f))
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

const widths: Record<FieldKind, string> = {
  text: 'minmax(140px, 2fr)',
  int: '80px',
  decimal: '90px',
  money: '110px',
  bool: '56px',
  date: '96px',
  datetime: '132px',
  time: '64px',
  enum: 'minmax(110px, 1fr)',
  ref: 'minmax(140px, 1.5fr)',
  refs: 'minmax(140px, 1.5fr)',
  json: 'minmax(120px, 1fr)',
  nested: '80px',
};

export function gridTemplate(def: ResourceDef, columns: readonly string[], actions: boolean): string {
  const parts = ['64px', ...columns.map((c) => widths[def.fields[c].kind])];
  if (actions) parts.push('72px');
  return parts.join(' ');
}

export function sortableColumn(field: Field | undefined, key: string): boolean {
  return key === ID_COLUMN || (!!field && isSortable(field));
}
