import { type ComponentType, createElement } from 'react';
import type { FieldKind } from '../../core/resources/fields/field-kinds.ts';
import type { InputProps } from './input-props.ts';
import { BoolInput } from './inputs/BoolInput.tsx';
import { DateInput } from './inputs/DateInput.tsx';
import { DateTimeInput } from './inputs/DateTimeInput.tsx';
import { EnumInput } from './inputs/EnumInput.tsx';
import { JsonInput } from './inputs/JsonInput.tsx';
import { MonthInput } from './inputs/MonthInput.tsx';
import { NumberInput } from './inputs/NumberInput.tsx';
import { RefInput } from './inputs/RefInput.tsx';
import { RefsInput } from './inputs/RefsInput.tsx';
import { TextInput } from './inputs/TextInput.tsx';
import { TimeInput } from './inputs/TimeInput.tsx';

export type InputComponent = ComponentType<InputProps>;

/** A date field that holds a month (`month: true`, a card's active-until) is typed as month and year. */
const DateFieldInput: InputComponent = (p) =>
  createElement(p.field.kind === 'date' && p.field.month ? MonthInput : DateInput, p);

/** One input per scalar field kind; nested lists add theirs in field-inputs.ts. */
export const scalarInputs: Record<Exclude<FieldKind, 'nested'>, InputComponent> = {
  text: TextInput,
  int: NumberInput,
  decimal: NumberInput,
  money: NumberInput,
  bool: BoolInput,
  date: DateFieldInput,
  datetime: DateTimeInput,
  time: TimeInput,
  enum: EnumInput,
  ref: RefInput,
  refs: RefsInput,
  json: JsonInput,
};
