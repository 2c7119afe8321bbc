import type { ComponentType } from 'react';
import type { FieldKind } from '../../core/resources/fields/field-kinds.ts';
import type { InputProps } from './input-props.ts';
import { BoolInput } from './inputs/BoolInput.tsx';
import { DateInput } from './inputs/DateInput.tsx';
import { DateTimeInput } from './inputs/DateTimeInput.tsx';
import { EnumInput } from './inputs/EnumInput.tsx';
import { JsonInput } from './inputs/JsonInput.tsx';
import { NumberInput } from './inputs/NumberInput.tsx';
import { RefInput } from './inputs/RefInput.tsx';
import { RefsInput } from './inputs/RefsInput.tsx';
import { TextInput } from './inputs/TextInput.tsx';
import { TimeInput } from './inputs/TimeInput.tsx';

export type InputComponent = ComponentType<InputProps>;

/** One input per scalar field kind; nested lists add theirs in field-inputs.ts. */
export const scalarInputs: Record<Exclude<FieldKind, 'nested'>, InputComponent> = {
  text: TextInput,
  int: NumberInput,
  decimal: NumberInput,
  money: NumberInput,
  bool: BoolInput,
  date: DateInput,
  datetime: DateTimeInput,
  time: TimeInput,
  enum: EnumInput,
  ref: RefInput,
  refs: RefsInput,
  json: JsonInput,
};
