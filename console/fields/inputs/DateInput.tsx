import { useEffect, useState } from 'react';
import { isoDate, toDate } from '../../../core/format.ts';
import { ariaProps, type InputProps } from '../input-props.ts';
import { dateCharacters, shownDate, typedDate } from '../input-values.ts';
import { Floating } from '../floating/Floating.tsx';
import { DatePicker } from './DatePicker.tsx';

/** dd.MM.yyyy typed or picked (Alt+↓ or the button opens the picker); yyyy-MM-dd on the wire. */
export function DateInput(p: InputProps) {
  const [text, setText] = useState(shownDate(p.value));
  const [open, setOpen] = useState(false);
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
          const typed = dateCharacters(e.target.value);
          setText(typed);
          const next = typedDate(typed);
          if (next !== undefined) p.onChange(next);
        }}
        onBlur={() => setText(shownDate(p.value))}
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
