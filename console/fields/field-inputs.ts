import type { Field, FieldKind } from '../../core/resources/fields/field-kinds.ts';
import { NestedInput } from './inputs/NestedInput.tsx';
import { namedInputs } from './named-inputs.ts';
import { type InputComponent, scalarInputs } from './scalar-inputs.ts';

/** The input of every field kind (issue 3: a lookup, never a chain of conditionals). */
export const fieldInputs: Record<FieldKind, InputComponent> = { ...scalarInputs, nested: NestedInput };

/** A field's input: its named one when the registry names one, else its kind's. */
export function inputOf(field: Field): InputComponent {
  return (field.input && namedInputs[field.input]) || fieldInputs[field.kind];
}
