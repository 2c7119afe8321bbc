import type { FieldErrors } from '../../core/errors.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';
import { inputOf } from '../fields/field-inputs.ts';
import type { InputComponent } from '../fields/scalar-inputs.ts';
import { fieldErrorText } from './form-values.ts';

interface Props {
  name: string;
  field: Field;
  value: unknown;
  errors: FieldErrors | undefined;
  disabled: boolean;
  /** The whole record, for pickers narrowed by another field. */
  record?: Record<string, unknown>;
  /** Another input than the field kind's, given by a screen of its own (the order card's street search). */
  input?: InputComponent;
  onChange(value: unknown): void;
}

/** Label, the input of the field's kind, the server's errors under it joined by '; '. */
export function FieldRow({ name, field, value, errors, disabled, record, input, onChange }: Props) {
  const Input = input ?? inputOf(field);
  const id = `field-${name}`;
  const error = fieldErrorText(errors, name);
  return (
    <div
      className={`field-row kind-${field.kind}${field.input ? ` input-${field.input}` : ''}${error ? ' invalid' : ''}`}
    >
      <label htmlFor={id}>
        {field.label}
        {field.required && <span className="required"> *</span>}
      </label>
      <Input
        id={id}
        name={name}
        field={field}
        value={value}
        errors={errors}
        record={record}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
        disabled={disabled || field.readOnly}
        onChange={onChange}
      />
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
      {field.hint && <span className="hint">{field.hint}</span>}
    </div>
  );
}
