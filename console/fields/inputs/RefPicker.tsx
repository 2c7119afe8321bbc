import { Command } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import type { ListMeta, Row } from '../../../core/api/api-client.ts';
import type { Filter } from '../../../core/filter.ts';
import { getResource, type ResourceName } from '../../../core/resources/index.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { useLayer } from '../../app/useLayer.ts';
import { formatCell } from '../field-cells.ts';
import { rankItems } from '../picker-rank.ts';
import { recordTitle, rememberNames } from '../ref-names.ts';

interface Props {
  target: string;
  label: string;
  /** What the user typed on the closed picker: the search starts with it. */
  seed?: string;
  /** Narrows the choice (contacts of the chosen contractor). */
  filter?: Filter;
  /** Why the choice is narrowed, said under the list (issue 22 item 2: hidden rows are explained). */
  narrowedBy?: string;
  /** Asks another call than the target's list (a choice the server narrows by a rule, e.g. the card's managers). */
  load?(search: string): Promise<{ items: Row[]; meta?: ListMeta }>;
  /** `tab`: picked by Tab, so the focus moves on (forward or back) instead of staying. */
  onPick(id: number, name: string, tab?: 'forward' | 'back'): void;
  /** `tab`: the user tabbed out (forward or back) without a choice to make. */
  onClose(tab?: 'forward' | 'back'): void;
}

interface Answer {
  query: string;
  items: Row[];
  meta?: ListMeta;
}

const itemValue = (row: Row) => `id-${row.id}`;
const PICKER_LIMIT = 20;

/** The second line of an item: the resource's pickerDetail fields, so two «Иванов» can be told apart. */
function detailOf(target: string, row: Row, meta: ListMeta | undefined): string {
  const def = getResource(target);
  return (def?.pickerDetail ?? [])
    .map((key) => formatCell(row[key], def!.fields[key], meta))
    .filter(Boolean)
    .join(' · ');
}

/**
 * Server-side search over the target resource, ranked so the exact and prefix matches come first
 * (picker-rank.ts). The first item is active after every answer, so Enter and Tab pick what was
 * typed; Enter pressed before the answer for the current text arrives picks when it does.
 */
export function RefPicker({ target, label, seed = '', filter, narrowedBy, load, onPick, onClose }: Props) {
  const [query, setQuery] = useState(seed);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [active, setActive] = useState('');
  const pending = useRef<'enter' | 'forward' | 'back' | null>(null);
  // Tab picks only a choice the user made (typed or moved to); tabbing through keeps the value.
  const moved = useRef(false);
  const filterKey = JSON.stringify(filter ?? {});

  // Once picked or closed, the blur that follows (the focus moving on) must not close it again.
  const done = useRef(false);
  const pick = (row: Row, tab?: 'forward' | 'back') => {
    done.current = true;
    onPick(row.id, recordTitle(target, row), tab);
  };
  const close = (tab?: 'forward' | 'back') => {
    done.current = true;
    onClose(tab);
  };
  const box = useRef<HTMLDivElement>(null);
  useLayer(true, () => close(), { box });
  const settle = (how: 'enter' | 'forward' | 'back', items: Row[], value: string) => {
    const row = items.find((r) => itemValue(r) === value) ?? items[0];
    if (row && (how === 'enter' || query.trim() !== '' || moved.current)) pick(row, how === 'enter' ? undefined : how);
    else close(how === 'enter' ? undefined : how);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again only when the text or the narrowing changes.
  useEffect(() => {
    let live = true;
    const asked = query;
    const timer = setTimeout(
      () => {
        (load
          ? load(asked.trim())
          : api
              .resource(target as ResourceName)
              .list({ search: asked.trim() || undefined, limit: PICKER_LIMIT, filter: JSON.parse(filterKey) })
        )
          .then((got) => {
            if (!live) return;
            const items = rankItems(got.items, asked, (r) => recordTitle(target, r));
            rememberNames(
              target,
              items.map((r) => ({ id: r.id, name: recordTitle(target, r) })),
            );
            setAnswer({ query: asked, items, meta: got.meta });
            setActive(items[0] ? itemValue(items[0]) : '');
            const how = pending.current;
            pending.current = null;
            if (how) settle(how, items, '');
          })
          .catch(() => live && setAnswer({ query: asked, items: [] }));
      },
      answer ? 150 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [target, query, filterKey]);

  const fresh = answer !== null && answer.query === query;
  const items = answer?.items ?? [];
  return (
    <Command
      ref={box}
      className="picker"
      label={label}
      shouldFilter={false}
      value={fresh ? active : ''}
      onValueChange={setActive}
      onKeyDown={(e) => {
        if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) moved.current = true;
        if (e.key !== 'Enter' && e.key !== 'Tab') return;
        e.preventDefault();
        e.stopPropagation();
        const how = e.key === 'Enter' ? 'enter' : e.shiftKey ? 'back' : 'forward';
        // Results of an older text are on screen: wait for the answer to what was typed.
        if (!fresh) pending.current = how;
        else settle(how, items, active);
      }}
      onBlur={(e) => {
        if (!done.current && !e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <Command.Input autoFocus value={query} onValueChange={setQuery} placeholder="Поиск…" />
      <Command.List>
        {!fresh && <Command.Loading>Загрузка…</Command.Loading>}
        {fresh && <Command.Empty>{texts.empty}</Command.Empty>}
        {fresh &&
          items.map((row) => {
            const detail = detailOf(target, row, answer?.meta);
            return (
              <Command.Item key={row.id} value={itemValue(row)} onSelect={() => pick(row)}>
                <span className="picker-title">{recordTitle(target, row)}</span>
                {detail && <span className="picker-detail">{detail}</span>}
              </Command.Item>
            );
          })}
      </Command.List>
      {fresh && (narrowedBy || items.length >= PICKER_LIMIT) && (
        <p className="picker-hidden">
          {[narrowedBy, items.length >= PICKER_LIMIT ? `Показаны первые ${PICKER_LIMIT}: уточните поиск` : '']
            .filter(Boolean)
            .join('. ')}
        </p>
      )}
    </Command>
  );
}
