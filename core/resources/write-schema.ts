import { z } from 'zod';
import '../zod-locale.ts';
import { AppError } from '../errors.ts';
import { isMaskedText } from '../rules/value-masks.rule.ts';
import { visibilityTexts } from './field-visibility.ts';
import type { ResourceDef } from './define-resource.ts';
import { coerceField } from './fields/coerce.ts';
import { isInt4 } from './fields/value-limits.ts';
import type { NestedField, ScalarField } from './fields/field-kinds.ts';

export type WriteMode = 'create' | 'update';

/** A nested row as sent: an id updates or (with _destroy) removes a row; no id adds one. */
export interface NestedRowWrite {
  id?: number;
  destroy: boolean;
  values: Record<string, unknown>;
  /** Write-only values of the row (not columns): a hook reads them (an additional address's street_name). */
  extra?: Record<string, unknown>;
}

export interface ParsedWrite {
  /** Column values for the resource's own table. */
  values: Record<string, unknown>;
  /** Accepted but not stored as columns (passwords, next_status): special modules read them. */
  extra: Record<string, unknown>;
  nested: Record<string, NestedRowWrite[]>;
}

/** A write that names a computed field is refused, not silently stripped (issue 11 item 1). */
export const COMPUTED_REFUSAL = 'вычисляется сервером и не меняется вручную';

type IssueSink = (path: (string | number)[], message: string) => void;

function readScalars(
  fields: Record<string, ScalarField>,
  input: Record<string, unknown>,
  mode: WriteMode,
  report: IssueSink,
  prefix: (string | number)[],
): { values: Record<string, unknown>; extra: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const present = Object.hasOwn(input, key);
    if (field.computed && present) report([...prefix, key], COMPUTED_REFUSAL);
    if (field.readOnly) continue;
    if (!present) {
      if (mode === 'create' && !field.writeOnly) {
        if (field.default !== undefined) values[key] = field.default;
        else if (field.required) report([...prefix, key], 'не может быть пустым');
      }
      continue;
    }
    // A masked value came back as it was shown (a form saved untouched, an export imported back): it
    // says «unchanged», and a new record has nothing whole to store (issue 20 item 4).
    if (field.sensitive && isMaskedText(input[key])) {
      if (mode === 'create') report([...prefix, key], visibilityTexts.maskedOnCreate);
      continue;
    }
    const result = coerceField(field, input[key]);
    if (!result.ok) report([...prefix, key], result.error);
    else if (field.writeOnly) extra[key] = result.value;
    else values[key] = result.value;
  }
  return { values, extra };
}

function readNested(key: string, field: NestedField, raw: unknown, report: IssueSink): NestedRowWrite[] {
  if (!Array.isArray(raw)) {
    report([key], 'должно быть списком');
    return [];
  }
  return raw.map((row, index) => {
    if (typeof row !== 'object' || row === null) {
      report([key, index], 'неверная строка');
      return { destroy: false, values: {} };
    }
    const r = row as Record<string, unknown>;
    const id =
      r.id === undefined || r.id === null || r.id === ''
        ? undefined
        : typeof r.id === 'number' || typeof r.id === 'string'
          ? Number(r.id)
          : Number.NaN;
    if (id !== undefined && !(isInt4(id) && id > 0)) report([key, index, 'id'], 'неверная ссылка');
    const destroy = r._destroy === true || r._destroy === 'true' || r._destroy === 1 || r._destroy === '1';
    if (destroy) return { id, destroy, values: {} };
    const { values, extra } = readScalars(field.fields, r, id === undefined ? 'create' : 'update', report, [
      key,
      index,
    ]);
    return Object.keys(extra).length ? { id, destroy, values, extra } : { id, destroy, values };
  });
}

/**
 * The zod schema of a write payload (the object under the singular root key), derived from the
 * registry. It coerces wire values to stored values and reports every field error at once.
 */
export function writeSchema(def: ResourceDef, mode: WriteMode): z.ZodType<ParsedWrite> {
  const scalarFields: Record<string, ScalarField> = {};
  const nestedFields: Record<string, NestedField> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind === 'nested') nestedFields[key] = field;
    else scalarFields[key] = field;
  }
  return z.record(z.string(), z.unknown(), { error: 'Ожидался объект' }).transform((input, ctx) => {
    const report: IssueSink = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    const { values, extra } = readScalars(scalarFields, input, mode, report, []);
    const nested: Record<string, NestedRowWrite[]> = {};
    for (const [key, field] of Object.entries(nestedFields)) {
      // A read-only child list is kept by the server's own calls (a worker's equipment by issuance).
      if (field.readOnly) {
        if (field.computed && Object.hasOwn(input, key)) report([key], COMPUTED_REFUSAL);
        continue;
      }
      if (Object.hasOwn(input, key)) nested[key] = readNested(key, field, input[key], report);
    }
    return { values, extra, nested };
  });
}

/** Wire key of a field error: 'name', or 'order_prices[0].work_type_id' for a nested row. */
export function errorKey(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

/** The label a person reads before the message: 'Цены, строка 2: Тип работ'. */
export function errorLabel(def: ResourceDef, path: readonly PropertyKey[]): string {
  const [first, index, child] = path;
  const field = def.fields[String(first)];
  if (!field) return String(first ?? '');
  if (field.kind !== 'nested' || index === undefined) return field.label;
  const row = `${field.label}, строка ${Number(index) + 1}`;
  const childField = child === undefined ? undefined : field.fields[String(child)];
  return childField ? `${row}: ${childField.label}` : row;
}

const schemaCache = new WeakMap<ResourceDef, Partial<Record<WriteMode, z.ZodType<ParsedWrite>>>>();

/** Reads a write payload or throws the 422 AppError with every field error and full message. */
export function parseWrite(def: ResourceDef, mode: WriteMode, payload: unknown): ParsedWrite {
  const cached = schemaCache.get(def) ?? {};
  const schema = cached[mode] ?? writeSchema(def, mode);
  cached[mode] = schema;
  schemaCache.set(def, cached);
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  const full: string[] = [];
  for (const issue of result.error.issues) {
    const key = issue.path.length ? errorKey(issue.path) : 'base';
    errors[key] = [...(errors[key] ?? []), issue.message];
    full.push(issue.path.length ? `${errorLabel(def, issue.path)} ${issue.message}` : issue.message);
  }
  throw AppError.validation(errors, full);
}
