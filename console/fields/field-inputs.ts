import type { FieldKind } from '../../core/resources/fields/field-kinds.ts';
import { NestedInput } from './inputs/NestedInput.tsx';
import { type InputComponent, scalarInputs } from './scalar-inputs.ts';

/** The input of every field kind (issue 3: a lookup, never a chain of conditionals). */
export const fieldInputs: Record<FieldKind, InputComponent> = { ...scalarInputs, nested: NestedInput };
