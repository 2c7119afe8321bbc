import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import type { Row } from '../../../core/api/api-client.ts';
import type { ResourceName } from '../../../core/resources/index.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { recordTitle, rememberNames } from '../ref-names.ts';

interface Props {
  target: string;
  label: string;
  onPick(id: number, name: string): void;
  onClose(): void;
}

/** Server-side search over the target resource (20 at a time); cmdk handles the keyboard. */
export function RefPicker({ target, label, onPick, onClose }: Props) {
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      api
        .resource(target as ResourceName)
        .list({ search: query.trim() || undefined, limit: 20 })
        .then((answer) => {
          if (!live) return;
          setItems(answer.items);
          rememberNames(
            target,
            answer.items.map((r) => ({ id: r.id, name: recordTitle(target, r) })),
          );
        })
        .catch(() => live && setItems([]))
        .finally(() => live && setLoading(false));
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [target, query]);

  return (
    <Command
      className="picker"
      label={label}
      shouldFilter={false}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onClose();
      }}
    >
      <Command.Input autoFocus value={query} onValueChange={setQuery} placeholder="Поиск…" />
      <Command.List>
        {loading && <Command.Loading>Загрузка…</Command.Loading>}
        {!loading && <Command.Empty>{texts.empty}</Command.Empty>}
        {items.map((row) => (
          <Command.Item key={row.id} value={String(row.id)} onSelect={() => onPick(row.id, recordTitle(target, row))}>
            {recordTitle(target, row)}
          </Command.Item>
        ))}
      </Command.List>
    </Command>
  );
}
