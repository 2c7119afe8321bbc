import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

interface Props {
  search: string;
  searchRef: RefObject<HTMLInputElement | null>;
  canCreate: boolean;
  filterCount: number;
  onSearch(text: string): void;
  onReset(): void;
  onNew(): void;
  onFilters(): void;
  onColumns(): void;
  /** More controls of this list (the grouping select). */
  children?: ReactNode;
}

/** The pause after the last key before the list searches, as in the palette. */
export const SEARCH_DEBOUNCE_MS = 300;

export function ListToolbar(p: Props) {
  const [text, setText] = useState(p.search);
  // A search coming from the URL (back, reset) replaces the text, but not the echo of what is being
  // typed: 'Иван ' must keep its space while the list already shows the hits for 'Иван'.
  useEffect(() => setText((t) => (t.trim() === p.search ? t : p.search)), [p.search]);
  // The latest handler without restarting the pause on every render of the screen.
  const onSearch = useRef(p.onSearch);
  onSearch.current = p.onSearch;
  const { search } = p;
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => onSearch.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);
  return (
    <div className="toolbar">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          p.onSearch(text.trim());
        }}
      >
        <input
          ref={p.searchRef}
          type="search"
          aria-label="Поиск"
          placeholder="Поиск  /"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Chromium empties a search input on Escape, and the search-as-you-type pause would then
            // drop the list's search: Escape only leaves the box.
            if (e.key === 'Escape') {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
        />
      </form>
      <button type="button" onClick={p.onFilters} aria-keyshortcuts="f">
        Фильтры{p.filterCount ? ` (${p.filterCount})` : ''}
      </button>
      <button type="button" onClick={p.onReset}>
        Сбросить
      </button>
      <button type="button" onClick={p.onColumns}>
        Колонки
      </button>
      {p.children}
      {p.canCreate && (
        <button type="button" className="primary" onClick={p.onNew} aria-keyshortcuts="n">
          + Новый
        </button>
      )}
    </div>
  );
}
