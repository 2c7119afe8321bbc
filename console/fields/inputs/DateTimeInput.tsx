import { useEffect, useState } from 'react';
import { formatDateTime, parseOfficeDateTime } from '../../../core/format.ts';
import { ariaProps, type InputProps } from '../input-props.ts';

const show = (v: unknown) => (typeof v === 'string' && v ? formatDateTime(v) : '');

/** 'dd.MM.yyyy HH:mm' on the office clock (Moscow, whatever the browser's zone); an ISO timestamp on the wire. */
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
        const moment = parseOfficeDateTime(e.target.value);
        if (moment) p.onChange(moment);
      }}
      onBlur={() => setText(show(p.value))}
    />
  );
}
