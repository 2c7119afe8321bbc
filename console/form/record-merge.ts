import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { NestedRow, Values } from './form-values.ts';

// Issue 20 item 5: what the form does when the record changed underneath it (a 409 on save, or the
// record read again after an action on the open card). Three values per field: `base`, what the form
// opened with; `mine`, what it holds now; `theirs`, what the server holds now.

/** A field that changed underneath: shown with «Моё» / «Их», the user keeps one. */
export interface FieldConflict {
  key: string;
  label: string;
  mine: unknown;
  theirs: unknown;
  /** The user changed it too; otherwise «Моё» is only the value the form opened with. */
  edited: boolean;
}

export type Choice = 'mine' | 'theirs';

export interface Rebased {
  /** The form's values over the server's: fields nobody here touched take theirs. */
  values: Values;
  conflicts: FieldConflict[];
}

/** Values as compared: nested rows without their client keys, empty text as no value. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value))
    return value.map((row) =>
      row && typeof row === 'object' && !Array.isArray(row) ? withoutKey(row as NestedRow) : comparable(row),
    );
  return value;
}
const withoutKey = ({ _key, ...row }: NestedRow) => row;
const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/**
 * Rebases the form on the server's record. Read-only fields and everything beyond the form's fields
 * (the version, computed values) take theirs: the form never sends them. An editable field that
 * changed underneath is a conflict unless the form holds the same value; its default is the user's
 * value when they edited it, theirs when they did not.
 */
export function rebase(def: ResourceDef, base: Values, mine: Values, theirs: Values): Rebased {
  const values: Values = { ...theirs };
  const conflicts: FieldConflict[] = [];
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.readOnly || !(key in mine)) continue;
    const edited = !same(mine[key], base[key]);
    const changed = !same(theirs[key], base[key]);
    if (!changed) {
      values[key] = mine[key];
      continue;
    }
    if (same(mine[key], theirs[key])) {
      values[key] = mine[key];
      continue;
    }
    conflicts.push({ key, label: field.label, mine: mine[key], theirs: theirs[key], edited });
    values[key] = edited ? mine[key] : theirs[key];
  }
  return { values, conflicts };
}

/** The default choice per conflict: the user's own edits stay, the rest follows the server. */
export function defaultChoices(conflicts: readonly FieldConflict[]): Record<string, Choice> {
  return Object.fromEntries(conflicts.map((c) => [c.key, c.edited ? 'mine' : 'theirs']));
}

/** The values after the user chose per field. */
export function applyChoices(rebased: Rebased, choices: Readonly<Record<string, Choice>>): Values {
  const values = { ...rebased.values };
  for (const c of rebased.conflicts) values[c.key] = choices[c.key] === 'mine' ? c.mine : c.theirs;
  return values;
}
