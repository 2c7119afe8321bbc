import type { FieldErrors } from '../../core/errors.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';
import { type FormSection, formSections } from '../../core/resources/form-layout.ts';

export interface ShownSection extends FormSection {
  entries: [string, Field][];
}

/**
 * Whether the form shows a field: values set by the server are not offered on a new record,
 * write-only ones not on a read-only form, computed JSON (change lists) has no editor here, and a
 * list-only column (`form: false`) is shown by another field.
 */
export function shownInForm(field: Field, isNew: boolean, readOnly: boolean): boolean {
  if (field.form === false) return false;
  if (field.readOnly && (isNew || field.kind === 'json')) return false;
  return !(field.writeOnly && readOnly);
}

/** The sections of a form with the fields it shows; empty sections are left out. */
export function shownSections(def: ResourceDef, isNew: boolean, readOnly: boolean): ShownSection[] {
  return formSections(def.fields, def.form)
    .map((s) => ({
      ...s,
      entries: s.fields
        .map((key) => [key, def.fields[key]] as [string, Field])
        .filter(([, f]) => shownInForm(f, isNew, readOnly)),
    }))
    .filter((s) => s.entries.length > 0);
}

/** A folded section with an error in it opens, so the message under the field is seen. */
export function sectionHasError(section: ShownSection, errors: FieldErrors | undefined): boolean {
  const keys = Object.keys(errors ?? {});
  return section.entries.some(([name]) => keys.some((k) => k === name || k.startsWith(`${name}[`)));
}
