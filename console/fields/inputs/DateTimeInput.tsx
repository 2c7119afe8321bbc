import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../core/format.ts';
import { ariaProps, type InputProps } from '../input-props.ts';

const PATTERN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\s+(\d{1,2}):(\d{2})$/;
const show = (v: unknown) => (typeof v === 'string' && v ? formatDateTime(v) : '');

/** 'dd.MM.yyyy HH:mm' in local time; an ISO timestamp on the wire. */
export function DateTimeInput(p: InputProps) {
  const [text, setText] = useState(show(p.value));
  useEffect(() => setText(show(p.value)), [p.value]);
  return (
    <input
      {...ariaProps(p)}
      type="text"
      placeholder="дд.мм.гггг чч:мм"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() === '') return p.onChange(null);
        const m = PATTERN.exec(e.target.value.trim());
        if (m) p.onChange(new Date(+m[3], +m[2] - 1, +m[1], +m[4], +m[5]).toISOString());
      }}
      onBlur={() => setText(show(p.value))}
    />
  );
}
