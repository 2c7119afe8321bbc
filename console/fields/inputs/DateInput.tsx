import { useEffect, useState } from 'react';
import { isoDate, toDate } from '../../../core/format.ts';
import { ariaProps, type InputProps } from '../input-props.ts';
import { texts } from '../../../core/texts.ts';
import { dateCharacters, refusedInDate, shownDate, typedDate } from '../input-values.ts';
import { Floating } from '../floating/Floating.tsx';
import { DatePicker } from './DatePicker.tsx';

/** dd.MM.yyyy typed or picked (Alt+↓ or the button opens the picker); yyyy-MM-dd on the wire. */
export function DateInput(p: InputProps) {
  const [text, setText] = useState(shownDate(p.value));
  const [open, setOpen] = useState(false);
  // Shown while the last text that arrived (typed, pasted, dictated) was refused.
  const [refused, setRefused] = useState(false);
  useEffect(() => setText(shownDate(p.value)), [p.value]);
  const current = typeof p.value === 'string' && p.value ? toDate(p.value) : null;
  return (
    <span className="date-input">
      <input
        {...ariaProps(p)}
        type="text"
        inputMode="numeric"
        placeholder="дд.мм.гггг"
        value={text}
        onChange={(e) => {
          // Issue 22 item 15: «27.11.2026Альфа Дев» was accepted. Text with a letter is refused whole
          // (the field keeps what it had) and the hint says why.
          const refuse = refusedInDate(e.target.value);
          setRefused(refuse);
          if (refuse) return;
          const typed = dateCharacters(e.target.value);
          setText(typed);
          const next = typedDate(typed);
          if (next !== undefined) p.onChange(next);
        }}
        onBlur={() => {
          setText(shownDate(p.value));
          setRefused(false);
        }}
        onKeyDown={(e) => {
          if (e.altKey && e.key === 'ArrowDown') setOpen(true);
        }}
      />
      <button
        type="button"
        className="icon"
        tabIndex={-1}
        aria-label="Календарь"
        disabled={p.disabled}
        onClick={() => setOpen(!open)}
      >
        ▦
      </button>
      {refused && (
        <span className="field-error date-refused" role="status">
          {texts.dateRefused}
        </span>
      )}
      {open && (
        <Floating anchorId={p.id}>
          <DatePicker
            value={current}
            onClose={() => setOpen(false)}
            onPick={(d) => {
              p.onChange(isoDate(d));
              setOpen(false);
              document.getElementById(p.id)?.focus();
            }}
          />
        </Floating>
      )}
    </span>
  );
}
