import type { FieldErrors } from '../../core/errors.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Field, NestedField } from '../../core/resources/fields/field-kinds.ts';

export type Values = Record<string, unknown>;
export type NestedRow = Values & { id?: number; _destroy?: boolean; _key?: string };

/** Spec section 5: field errors under the field, joined by '; '. */
export function fieldErrorText(errors: FieldErrors | undefined, key: string): string | undefined {
  const list = errors?.[key];
  return list?.length ? list.join('; ') : undefined;
}

/** The wire key of a nested cell, as the server answers it: `order_prices[0].work_type_id`. */
export function nestedKey(field: string, index: number, sub: string): string {
  return `${field}[${index}].${sub}`;
}

/** Errors of a nested list as a whole or of any of its cells. */
export function hasNestedErrors(errors: FieldErrors | undefined, field: string): boolean {
  return Object.keys(errors ?? {}).some((k) => k === field || k.startsWith(`${field}[`));
}

let keys = 0;
export const rowKey = () => `n${++keys}`;

export function defaultsOf(fields: Record<string, Field>): Values {
  const out: Values = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field.readOnly) continue;
    if (field.kind === 'nested') out[key] = [];
    else if (field.default !== undefined) out[key] = field.default;
  }
  return out;
}

export function newNestedRow(field: NestedField): NestedRow {
  return { ...defaultsOf(field.fields), _key: rowKey() };
}

/** Give loaded nested rows a stable React key. */
export function withRowKeys(def: ResourceDef, record: Values): Values {
  const out = { ...record };
  for (const [key, field] of Object.entries(def.fields))
    if (field.kind === 'nested' && Array.isArray(out[key]))
      out[key] = (out[key] as NestedRow[]).map((r) => ({ ...r, _key: rowKey() }));
  return out;
}

/**
 * The write payload: read-only fields stay out, nested rows go in their displayed order (so the
 * server's `[index]` in error keys points at the row on screen), removed existing rows as
 * `{id, _destroy: true}` and removed new rows not at all.
 */
export function toPayload(def: ResourceDef, values: Values): Values {
  const out: Values = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.readOnly || !(key in values)) continue;
    if (field.kind !== 'nested') {
      if (!(field.writeOnly && (values[key] === '' || values[key] == null))) out[key] = values[key];
      continue;
    }
    const rows = (values[key] as NestedRow[] | undefined) ?? [];
    out[key] = rows
      .filter((r) => r.id !== undefined || !r._destroy)
      .map(({ _key, ...r }) => (r._destroy ? { id: r.id, _destroy: true } : r));
  }
  return out;
}

/** A nested row's client key is no value: the same rows read again get new keys. */
const withoutRowKeys = (key: string, value: unknown) => (key === '_key' ? undefined : value);

/**
 * Whether the form holds edits: the values differ from those it opened with. Compared as JSON
 * because values are plain data (strings, numbers, nested rows). The rows' client keys are left
 * out: after an action on the open card (sending the workers' data) the record is read again, its
 * rows get new keys while the form keeps its own, and Esc then asked about edits nobody made
 * (issue 22's dispatcher day).
 */
export function hasEdits(initial: Values | null, current: Values | null): boolean {
  if (!initial || !current) return false;
  return JSON.stringify(initial, withoutRowKeys) !== JSON.stringify(current, withoutRowKeys);
}
