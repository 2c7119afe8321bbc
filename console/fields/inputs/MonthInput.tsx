import { useEffect, useState } from 'react';
import { readMonth } from '../../../core/resources/fields/coerce.ts';
import { texts } from '../../../core/texts.ts';
import { ariaProps, type InputProps } from '../input-props.ts';

/** 'MM.yyyy' of a kept month end ('2027-05-31' → '05.2027'). */
const shownMonth = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}/.test(value) ? `${value.slice(5, 7)}.${value.slice(0, 4)}` : '';

/**
 * A month and year (issue 23 item 2, «Карта действует до»): '05.2027' typed into an empty field or
 * over a saved month is kept as that month's last day. Anything else is never dropped or reverted:
 * the text stays, the field says what is wrong, and a save sends it so the server refuses it by name.
 */
export function MonthInput(p: InputProps) {
  const [text, setText] = useState(shownMonth(p.value));
  const [wrong, setWrong] = useState(false);
  useEffect(() => {
    const month = typeof p.value === 'string' ? readMonth(p.value) : null;
    if (p.value === null || p.value === undefined || month === p.value) {
      setText((t) => (readMonth(t) === month ? t : shownMonth(p.value)));
      setWrong(false);
    }
  }, [p.value]);
  const errorId = `${p.id}-month`;
  return (
    <span className="month-input">
      <input
        {...ariaProps(p)}
        aria-invalid={p.invalid || wrong || undefined}
        aria-describedby={[p.describedBy, wrong ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        type="text"
        inputMode="numeric"
        placeholder="мм.гггг"
        value={text}
        onChange={(e) => {
          const typed = e.target.value;
          setText(typed);
          const month = typed.trim() === '' ? null : readMonth(typed);
          p.onChange(month ?? (typed.trim() === '' ? null : typed));
          if (month || typed.trim() === '') setWrong(false);
        }}
        onBlur={() => {
          const month = text.trim() === '' ? null : readMonth(text);
          setWrong(text.trim() !== '' && month === null);
          if (month) setText(shownMonth(month));
        }}
      />
      {wrong && (
        <span className="field-error" id={errorId} role="alert">
          {texts.invalidMonth}
        </span>
      )}
    </span>
  );
}
