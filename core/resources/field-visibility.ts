import { allows } from '../permissions/access-rule.ts';
import type { CurrentUser } from '../rules/user-permissions.rule.ts';
import { maskValue, termLooksLike } from '../rules/value-masks.rule.ts';
import type { ResourceDef } from './define-resource.ts';
import type { Field, NestedField, ScalarField } from './fields/field-kinds.ts';

// Issue 20 item 4: who reads a sensitive field whole (its `sensitive` option) and what everyone else
// gets. The server masks through these in one place (server/crud/sensitive-values.ts); the console
// asks them to offer only the sorts, filters and searches the server will accept.

export const visibilityTexts = {
  sort: (label: string) => `Поле «${label}» скрыто для вашей группы: по нему нельзя сортировать`,
  filter: (label: string) => `Поле «${label}» скрыто для вашей группы: по нему нельзя отбирать`,
  group: (label: string) => `Поле «${label}» скрыто для вашей группы: по нему нельзя группировать`,
  search: (label: string) =>
    `Поле «${label}» скрыто для вашей группы: по нему нельзя искать. Ищите по имени или по другим полям`,
  /** A masked value sent back for a new record: there is nothing whole to store. */
  maskedOnCreate: 'скрыто: введите значение целиком',
} as const;

/** Who reads nothing sensitive whole: the fallback where no user is known, so a forgotten viewer hides, never shows. */
export const NO_VIEWER: CurrentUser = { id: 0, is_admin: false, user_group_id: null, permissions: {} };

export function readsWhole(viewer: CurrentUser, field: Field): boolean {
  return !field.sensitive || allows(viewer, field.sensitive.readWhole);
}

/** The value as this viewer may read it: whole, or masked by the field's mask. */
export function visibleValue(viewer: CurrentUser, field: Field, value: unknown): unknown {
  if (!field.sensitive || typeof value !== 'string' || readsWhole(viewer, field)) return value;
  return maskValue(field.sensitive.mask, value);
}

/** A row of the resource's fields as this viewer may read it (for text composed from values, like a letter's preview). */
export function visibleRow<R extends Record<string, unknown>>(def: ResourceDef, viewer: CurrentUser, row: R): R {
  const out: Record<string, unknown> = { ...row };
  for (const key of Object.keys(row)) {
    const field = Object.hasOwn(def.fields, key) ? def.fields[key] : undefined;
    if (field) out[key] = visibleValue(viewer, field, row[key]);
  }
  return out as R;
}

/** The resource's own fields this viewer gets masked, by key. */
export function hiddenFields(def: ResourceDef, viewer: CurrentUser): Map<string, ScalarField> {
  const out = new Map<string, ScalarField>();
  for (const [key, field] of Object.entries(def.fields))
    if (field.kind !== 'nested' && !readsWhole(viewer, field)) out.set(key, field);
  return out;
}

/** Whether the resource has any sensitive field, its nested rows' included (most have none). */
export function hasSensitiveFields(def: ResourceDef): boolean {
  return Object.values(def.fields).some(
    (f) =>
      !!f.sensitive || (f.kind === 'nested' && Object.values((f as NestedField).fields).some((c) => !!c.sensitive)),
  );
}

/**
 * Why this viewer may not search this term, or null. Search leaves hidden fields out (so neither
 * the count nor the time of an answer depends on them); a term that can only be looking for a hidden
 * value (digits when the viewer sees neither phones nor passports) is refused instead of answering
 * a silent «Пусто» that reads as «no such phone».
 */
export function searchRefusal(def: ResourceDef, viewer: CurrentUser, term: string): string | null {
  let refused: ScalarField | undefined;
  for (const field of Object.values(def.fields)) {
    if (field.kind === 'nested' || !field.search || !field.sensitive) continue;
    if (!termLooksLike[field.sensitive.mask](term)) continue;
    if (readsWhole(viewer, field)) return null;
    refused ??= field;
  }
  return refused ? visibilityTexts.search(refused.label) : null;
}

/** Searchable fields this viewer's search leaves out. */
export function hiddenSearchFields(def: ResourceDef, viewer: CurrentUser): string[] {
  return [...hiddenFields(def, viewer)].filter(([, f]) => f.search).map(([k]) => k);
}
