import { ownedFieldMessage, ownedFields } from '../../core/actions/owned-fields.ts';
import { AppError } from '../../core/errors.ts';
import { toKopecks } from '../../core/money.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { coerceField } from '../../core/resources/fields/coerce.ts';
import type { ScalarField } from '../../core/resources/fields/field-kinds.ts';
import { fullErrorMessage } from '../../core/texts.ts';
import { type Row, serializeFields } from './serialize.ts';

/** Two values of one field compared as the column holds them: "4321" and "4321.00" are one sum. */
function sameValue(field: ScalarField, sent: unknown, kept: unknown): boolean {
  if (sent === null || sent === undefined || kept === null || kept === undefined)
    return (sent ?? null) === (kept ?? null);
  if (field.kind === 'money') return toKopecks(String(sent)) === toKopecks(String(kept));
  if (field.kind === 'datetime') return new Date(String(sent)).getTime() === new Date(String(kept)).getTime();
  if (field.kind === 'bool') return Boolean(sent) === Boolean(kept);
  return String(sent) === String(kept);
}

/**
 * Issue 20: a field an action owns (core/actions: `owns`) is written by that action alone. A
 * generic create or update that would change it is refused whole with a 422 naming the action;
 * carrying the value the record already has (a form or an import echoing the record) is let through.
 */
export function refuseOwnedFields(def: ResourceDef, payload: Record<string, unknown>, existing: Row | null) {
  const owned = ownedFields.get(def.name);
  if (!owned) return;
  const errors: Record<string, string[]> = {};
  const full: string[] = [];
  for (const [key, owners] of owned) {
    const field = def.fields[key];
    if (!field || field.kind === 'nested' || !Object.hasOwn(payload, key)) continue;
    const kept = existing ? serializeFields({ [key]: field }, existing)[key] : (field.default ?? null);
    const sent = coerceField({ ...field, required: false }, payload[key]);
    if (sent.ok && sameValue(field, sent.value, kept)) continue;
    const message = ownedFieldMessage(owners);
    errors[key] = [message];
    full.push(fullErrorMessage(field.label, message));
  }
  if (full.length) throw AppError.validation(errors, full);
}

/**
 * An update never writes an owned field, even with the value it read: an action committing between
 * that read and this write would otherwise be undone.
 */
export function withoutOwnedFields(def: ResourceDef, values: Row): Row {
  const owned = ownedFields.get(def.name);
  if (!owned) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !owned.has(key)));
}
