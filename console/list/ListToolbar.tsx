import { type ReactNode, type RefObject, useEffect, useState } from 'react';

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

export function ListToolbar(p: Props) {
  const [text, setText] = useState(p.search);
  useEffect(() => setText(p.search), [p.search]);
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
            if (e.key === 'Escape') e.currentTarget.blur();
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
