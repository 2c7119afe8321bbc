import { useEffect, useState } from 'react';
import { ariaProps, type InputProps } from '../input-props.ts';
import { committedMoney, committedNumber, numberLimits, shownNumber, typedNumber } from '../input-values.ts';

/** int, decimal and money: digits only while typing, clamped and snapped to the step on blur. */
export function NumberInput(p: InputProps) {
  const limits = numberLimits(p.field);
  const [text, setText] = useState(shownNumber(p.value));
  useEffect(() => setText(shownNumber(p.value)), [p.value]);
  const commit = (t: string) => (p.field.kind === 'money' ? committedMoney(t, limits) : committedNumber(t, limits));
  return (
    <input
      {...ariaProps(p)}
      type="text"
      inputMode={limits.decimals ? 'decimal' : 'numeric'}
      className="num"
      value={text}
      onChange={(e) => setText(typedNumber(e.target.value, limits))}
      onBlur={() => {
        const next = commit(text);
        setText(shownNumber(next));
        if (next !== p.value) p.onChange(next);
      }}
    />
  );
}
