import type { FieldErrors } from '../../core/errors.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';

/** What every input of the field-kind lookup receives. */
export interface InputProps {
  id: string;
  field: Field;
  value: unknown;
  onChange(value: unknown): void;
  invalid?: boolean;
  /** id of the element carrying this field's error text. */
  describedBy?: string;
  disabled?: boolean;
  /** Shown in tables (nested rows, filters) where the label is a column heading. */
  ariaLabel?: string;
  /** Nested lists only: the field's key and the server errors, keyed like `prices[0].work_type_id`. */
  name?: string;
  errors?: FieldErrors;
  /** The whole record being edited: a picker narrowed by another field (narrowBy) reads it. */
  record?: Record<string, unknown>;
}

export function ariaProps(p: InputProps) {
  return {
    id: p.id,
    'aria-invalid': p.invalid || undefined,
    'aria-describedby': p.describedBy,
    'aria-label': p.ariaLabel,
    disabled: p.disabled,
  };
}
