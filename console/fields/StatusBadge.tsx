import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { EnumField, Field } from '../../core/resources/fields/field-kinds.ts';
import { enumOption } from './field-cells.ts';

/** Tones of the badge palette (status.css): an option's tone is its place among the field's options. */
export const BADGE_TONES = 8;

/**
 * A status field reads as a coloured badge: the form's declared status (`form.status`) and every
 * enum named `status` or `…_status` (invoices' invoice_status). Other enums stay plain text.
 */
export function isStatusField(def: ResourceDef, key: string, field: Field | undefined): field is EnumField {
  return field?.kind === 'enum' && (key === def.form?.status || /(^|_)status$/.test(key));
}

/**
 * The tone follows the option's order in the registry, so a value keeps its colour on every screen
 * and the same status never changes colour between pages; unknown values get no tone.
 */
export function badgeTone(field: EnumField, value: unknown): number | undefined {
  const option = enumOption(field, value);
  return option ? field.options.indexOf(option) % BADGE_TONES : undefined;
}

export function StatusBadge({ field, value }: { field: EnumField; value: unknown }) {
  if (value === null || value === undefined || value === '') return null;
  const label = enumOption(field, value)?.label ?? String(value);
  const tone = badgeTone(field, value);
  return <span className={`badge status-badge${tone === undefined ? '' : ` tone-${tone}`}`}>{label}</span>;
}
