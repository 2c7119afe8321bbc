import { type RefObject, useEffect, useRef, useState } from 'react';

interface Props {
  value: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  placeholder: string;
  onSearch(text: string): void;
}

const DELAY_MS = 300;

/** The report's search: asks the server a moment after typing stops, Enter at once, Esc leaves the field. */
export function ReportSearch({ value, inputRef, placeholder, onSearch }: Props) {
  const [text, setText] = useState(value ?? '');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => {
    if (text.trim() === (value ?? '')) return;
    const timer = setTimeout(() => latest.current(text.trim()), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <input
      ref={inputRef}
      type="search"
      aria-label="Поиск"
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(text.trim());
        if (e.key === 'Enter' || e.key === 'Escape') e.currentTarget.blur();
      }}
    />
  );
}
