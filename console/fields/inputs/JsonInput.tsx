import { useEffect, useState } from 'react';
import { ariaProps, type InputProps } from '../input-props.ts';

const show = (v: unknown) => (v === undefined || v === null ? '' : JSON.stringify(v, null, 2));

export function JsonInput(p: InputProps) {
  const [text, setText] = useState(show(p.value));
  const [broken, setBroken] = useState(false);
  useEffect(() => setText(show(p.value)), [p.value]);
  return (
    <>
      <textarea
        {...ariaProps(p)}
        aria-invalid={p.invalid || broken || undefined}
        className="mono"
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          try {
            const next = text.trim() === '' ? null : JSON.parse(text);
            setBroken(false);
            p.onChange(next);
          } catch {
            setBroken(true);
          }
        }}
      />
      {broken && <span className="field-error">Неверный JSON</span>}
    </>
  );
}
