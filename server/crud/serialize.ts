import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { FieldKind, ScalarField } from '../../core/resources/fields/field-kinds.ts';
import { guarded } from './sensitive-values.ts';

export type Row = Record<string, unknown>;

/**
 * Stored value → wire value, per field kind. Money stays a decimal string; never a float. A
 * sensitive field's text leaves wrapped (sensitive-values.ts): the answer's viewer decides what it reads.
 */
const decoders: Partial<Record<FieldKind, (v: unknown, field: ScalarField) => unknown>> = {
  decimal: (v) => Number(v),
  enum: (v, field) => (field.kind === 'enum' && field.valueType !== 'text' ? Number(v) : v),
  time: (v) => String(v).slice(0, 5),
  int: (v) => Number(v),
};

export function serializeFields(fields: Record<string, ScalarField>, row: Row): Row {
  const out: Row = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field.writeOnly || !(key in row)) continue;
    const v = row[key];
    const decode = decoders[field.kind];
    out[key] = v === null || v === undefined || !decode ? guarded(field, v ?? null) : decode(v, field);
  }
  return out;
}

/** Only declared fields leave the server: columns such as password_hash never do. */
export function serializeRow(def: ResourceDef, row: Row): Row {
  const scalars = Object.fromEntries(Object.entries(def.fields).filter(([, f]) => f.kind !== 'nested')) as Record<
    string,
    ScalarField
  >;
  const out: Row = { id: row.id, ...serializeFields(scalars, row) };
  // A list asked for some fields only (fields=...) carries only those timestamps.
  if (def.timestamps)
    for (const key of ['created_at', 'updated_at'] as const) if (key in row) out[key] = row[key] ?? null;
  return out;
}
