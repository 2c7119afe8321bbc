import { Command } from 'cmdk';
import { type Ref, useState } from 'react';
import { texts } from '../../../core/texts.ts';
import type { CalcItemInfo } from './calc-catalogue.ts';

interface Props {
  items: readonly CalcItemInfo[];
  onAdd(textId: string): void;
  inputRef: Ref<HTMLInputElement>;
}

/** cmdk over the whole catalogue by name and category: type, ↑/↓, Enter adds one unit. */
export function ItemSearch({ items, onAdd, inputRef }: Props) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <Command
      className="calc-search"
      label="Поиск вещей"
      loop
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        if (query) setQuery('');
        else setOpen(false);
      }}
    >
      <Command.Input
        ref={inputRef}
        value={query}
        onValueChange={(q) => {
          setQuery(q);
          setOpen(true);
        }}
        placeholder="Найти вещь: название или категория"
        aria-label="Поиск вещей"
      />
      {open && (
        <Command.List className="calc-search-list">
          <Command.Empty>{texts.empty}</Command.Empty>
          {items.map((item) => (
            <Command.Item
              key={item.textId}
              value={item.textId}
              keywords={[item.name, item.category]}
              onSelect={() => {
                setQuery('');
                setOpen(false);
                onAdd(item.textId);
              }}
            >
              <span>{item.name}</span>
              <span className="muted">{item.category}</span>
            </Command.Item>
          ))}
        </Command.List>
      )}
    </Command>
  );
}
