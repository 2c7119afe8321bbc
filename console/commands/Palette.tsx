import {
  type Action,
  type ActionImpl,
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarResults,
  KBarSearch,
  useKBar,
  useMatches,
  useRegisterActions,
  VisualState,
} from 'kbar';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { resourcePath } from '../app/route-table.ts';
import { useLayer } from '../app/useLayer.ts';
import { useRecent } from '../stores/recent-store.ts';
import { useSession } from '../stores/session-store.ts';
import { commandById } from './command-table.ts';
import { paletteActions } from './palette-actions.ts';
import { type FoundRecord, searchRecords } from './record-search.ts';
import { useScreenActions } from './screen-actions.ts';

const paletteBox = () => document.querySelector<HTMLElement>('.palette');

function useRecordActions(go: (path: string) => void) {
  const { searchQuery: query } = useKBar((s) => ({ searchQuery: s.searchQuery }));
  const recent = useRecent((s) => s.items);
  const [found, setFound] = useState<FoundRecord[]>([]);
  useEffect(() => {
    let live = true;
    // A new opening starts empty: the last opening's hits must not linger for the pause below.
    if (!query.trim()) setFound([]);
    const timer = setTimeout(() => searchRecords(query).then((r) => live && setFound(r)), 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);
  const actions = useMemo(
    () => [
      ...found.map((r) => ({
        id: `found:${r.key}`,
        name: r.label,
        subtitle: r.detail,
        // The hit's type, drawn before its name (kbar carries no other free slot for it).
        icon: r.kind,
        section: 'Найденные записи',
        // The server already matched; the query as keywords keeps kbar's own filter from hiding them.
        keywords: query,
        // The order whose number was typed leads, before a worker or phone that merely holds those
        // digits (kbar ranks by its own text score plus this).
        priority: r.resource === 'orders' && String(r.id) === query.trim() ? 20 : 10,
        perform: () =>
          go(`${resourcePath(r.resource)}?id=${r.id}${r.focus ? `&focus=${encodeURIComponent(r.focus)}` : ''}`),
      })),
      ...recent.map((r) => ({
        id: `recent:${r.resource}:${r.id}`,
        name: r.label,
        section: 'Недавние',
        perform: () => go(`${resourcePath(r.resource)}?id=${r.id}`),
      })),
    ],
    [found, recent, query, go],
  );
  useRegisterActions(actions, [actions]);
}

function Result({ item, active }: { item: ActionImpl | string; active: boolean }) {
  if (typeof item === 'string') return <div className="palette-section">{item}</div>;
  const keys = commandById.get(item.id)?.label;
  return (
    <div className={active ? 'palette-item active' : 'palette-item'}>
      <span className="palette-text">
        {/* The spaces keep the item's text readable as one line ('Заказ № 150 от …') for tests and readers. */}
        {typeof item.icon === 'string' && <span className="palette-kind">{item.icon}</span>}{' '}
        <span className="palette-name">{item.name}</span>{' '}
        {item.subtitle && <span className="palette-detail">{item.subtitle}</span>}
      </span>
      {keys && <kbd>{keys}</kbd>}
    </div>
  );
}

function Results() {
  const { results } = useMatches();
  return <KBarResults items={results} onRender={({ item, active }) => <Result item={item} active={active} />} />;
}

/**
 * Counts the palette's openings. Its search input is keyed by it, so every opening starts empty and
 * focused, even when Ctrl+K comes while the last one is still closing (kbar would otherwise reopen
 * that instance with the previous query in it, and the new typing would be appended to it).
 */
function useOpeningCount(): number {
  const { opening } = useKBar((s) => ({ opening: s.visualState === VisualState.animatingIn }));
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (opening) setCount((c) => c + 1);
  }, [opening]);
  return count;
}

/** Ctrl+K / Cmd+K: go to, create, run a command, find a record, reopen a recent one. */
export function Palette() {
  const [, navigate] = useLocation();
  const me = useSession((s) => s.me);
  const actions = useMemo(() => paletteActions(me, navigate), [me, navigate]);
  useRegisterActions(actions, [actions]);
  const screenActions = useScreenActions((s) => s.actions);
  useRegisterActions(screenActions as Action[], [screenActions]);
  useRecordActions(navigate);
  // The top layer while open (console/app/layer-stack.ts): Esc closes the palette alone, and focus
  // that wanders to the page behind it (a screen focusing its grid when data arrives) comes back to
  // the search, so the next typed key always lands here.
  const { query, showing } = useKBar((s) => ({
    showing: s.visualState === VisualState.showing || s.visualState === VisualState.animatingIn,
  }));
  useLayer(showing, () => query.setVisualState(VisualState.animatingOut), { box: paletteBox, modal: true });
  const opening = useOpeningCount();
  return (
    <KBarPortal>
      <KBarPositioner className="palette-backdrop">
        <KBarAnimator className="palette">
          <KBarSearch
            key={opening}
            className="palette-search"
            defaultPlaceholder="Команда, экран, заказ №, контрагент, контакт, работник, телефон…"
          />
          <Results />
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}
