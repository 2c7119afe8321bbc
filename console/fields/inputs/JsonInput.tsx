import { useEffect, useRef, useState } from 'react';
import { ariaProps, type InputProps } from '../input-props.ts';
import { isObjectValue, jsonToLines, linesToJson } from '../json-lines.ts';

/** JSON fields as lines: one list item or one «key = value» a line; every keystroke reaches the value. */
export function JsonInput(p: InputProps) {
  const object = isObjectValue(p.value ?? p.field.default);
  const [text, setText] = useState(jsonToLines(p.value));
  const reported = useRef(p.value);
  useEffect(() => {
    if (p.value !== reported.current) setText(jsonToLines(p.value));
    reported.current = p.value;
  }, [p.value]);
  return (
    <textarea
      {...ariaProps(p)}
      rows={3}
      placeholder={object ? 'ключ = значение, по одному в строке' : 'по одному в строке'}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const next = linesToJson(e.target.value, object);
        reported.current = next;
        p.onChange(next);
      }}
    />
  );
}
