import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { FieldKind, ScalarField } from '../../core/resources/fields/field-kinds.ts';

export type Row = Record<string, unknown>;

type Decode = (v: unknown) => unknown;

/** Stored value → wire value, per field kind. Money stays a decimal string; never a float. */
const decoders: Partial<Record<FieldKind, (field: ScalarField) => Decode | undefined>> = {
  decimal: () => Number,
  enum: (field) => (field.kind === 'enum' && field.valueType !== 'text' ? Number : undefined),
  time: () => (v) => String(v).slice(0, 5),
  int: () => Number,
};

/** [key, decoder or none] for each field that may leave the server, worked out once per field set. */
type Plan = [string, Decode | undefined][];
const plans = new WeakMap<object, Plan>();

function planOf(fields: Record<string, ScalarField>): Plan {
  let plan = plans.get(fields);
  if (!plan) {
    plan = Object.entries(fields)
      .filter(([, field]) => !field.writeOnly)
      .map(([key, field]) => [key, decoders[field.kind]?.(field)]);
    plans.set(fields, plan);
  }
  return plan;
}

function copyFields(plan: Plan, row: Row, out: Row): Row {
  for (const [key, decode] of plan) {
    if (!(key in row)) continue;
    const v = row[key];
    out[key] = v === null || v === undefined || !decode ? (v ?? null) : decode(v);
  }
  return out;
}

export function serializeFields(fields: Record<string, ScalarField>, row: Row): Row {
  return copyFields(planOf(fields), row, {});
}

const scalarsOf = new WeakMap<ResourceDef, Record<string, ScalarField>>();

function scalarFields(def: ResourceDef): Record<string, ScalarField> {
  let scalars = scalarsOf.get(def);
  if (!scalars) {
    scalars = Object.fromEntries(Object.entries(def.fields).filter(([, f]) => f.kind !== 'nested')) as Record<
      string,
      ScalarField
    >;
    scalarsOf.set(def, scalars);
  }
  return scalars;
}

/**
 * Only declared fields leave the server: columns such as password_hash never do, nor the list
 * query's own helper columns. The plan per resource is made once; a page of rows reuses it.
 */
export function serializeRow(def: ResourceDef, row: Row): Row {
  const out = copyFields(planOf(scalarFields(def)), row, { id: row.id });
  // A list asked for some fields only (fields=...) carries only those timestamps.
  if (def.timestamps)
    for (const key of ['created_at', 'updated_at'] as const) if (key in row) out[key] = row[key] ?? null;
  return out;
}
