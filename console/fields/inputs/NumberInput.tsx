import { useEffect, useRef, useState } from 'react';
import { ariaProps, type InputProps } from '../input-props.ts';
import {
  committedMoney,
  committedNumber,
  numberLimits,
  shownNumber,
  steppedNumber,
  typedNumber,
} from '../input-values.ts';

/**
 * int, decimal and money: digits only while typing, clamped and snapped to the step on blur, ↑ and
 * ↓ step by one within min and max (issue 23 item 11: «Рост» 120 stayed 120). Every
 * keystroke reaches the form's value, so Ctrl+S or Enter pressed in the input saves what is typed
 * (issue 9: «Провести карточку» typed and saved at once used to be lost).
 */
export function NumberInput(p: InputProps) {
  const limits = numberLimits(p.field);
  const [text, setText] = useState(shownNumber(p.value));
  const reported = useRef(p.value);
  useEffect(() => {
    if (p.value !== reported.current) setText(shownNumber(p.value));
    reported.current = p.value;
  }, [p.value]);
  const commit = (t: string) => (p.field.kind === 'money' ? committedMoney(t, limits) : committedNumber(t, limits));
  return (
    <input
      {...ariaProps(p)}
      type="text"
      inputMode={limits.decimals ? 'decimal' : 'numeric'}
      className="num"
      value={text}
      onChange={(e) => {
        const typed = typedNumber(e.target.value, limits);
        setText(typed);
        const next = commit(typed);
        reported.current = next;
        if (next !== p.value) p.onChange(next);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
        e.preventDefault();
        const n = steppedNumber(text, limits, e.key === 'ArrowUp' ? 1 : -1);
        const next = p.field.kind === 'money' ? n.toFixed(2) : n;
        setText(shownNumber(next));
        reported.current = next;
        if (next !== p.value) p.onChange(next);
      }}
      onBlur={() => {
        const next = commit(text);
        setText(shownNumber(next));
        if (next !== p.value) p.onChange(next);
      }}
    />
  );
}
