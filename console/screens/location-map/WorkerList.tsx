// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: a WAI-ARIA listbox over a list, as the pattern describes it.
// biome-ignore-all lint/a11y/useFocusableInteractive: the listbox holds the focus and points at its option with aria-activedescendant.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

export interface WorkerRow {
  id: number;
  name: string;
  count: number;
  /** Time of the last point, HH:mm or dd.MM.yyyy HH:mm. */
  last: string;
}

interface Props {
  workers: WorkerRow[];
  selected: number | null;
  onSelect(id: number | null): void;
}

/**
 * The workers beside the map, a WAI-ARIA listbox: ↑/↓, Home/End move, Enter chooses the worker
 * (the map shows only their points and their track), Esc shows everyone again. Clicks do the same.
 */
export function WorkerList({ workers, selected, onSelect }: Props) {
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const at = Math.min(active, Math.max(0, workers.length - 1));
  useEffect(() => {
    list.current?.querySelector(`[data-index="${at}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [at]);

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: workers.length - 1 };
    if (e.key in moves) setActive(Math.max(0, Math.min(workers.length - 1, moves[e.key])));
    else if (e.key === 'Enter' && workers[at]) onSelect(workers[at].id);
    else if (e.key === 'Escape' && selected !== null) onSelect(null);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  if (!workers.length) return <p className="muted map-empty">Нет отметок за этот день</p>;
  return (
    <ul
      ref={list}
      className="map-workers"
      role="listbox"
      aria-label="Работники на карте"
      tabIndex={0}
      aria-activedescendant={`map-worker-${workers[at]?.id}`}
      onKeyDown={onKeyDown}
    >
      {workers.map((w, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox itself takes the keys (aria-activedescendant)
        <li
          key={w.id}
          id={`map-worker-${w.id}`}
          data-index={i}
          role="option"
          aria-selected={w.id === selected}
          className={i === at ? 'active' : undefined}
          onClick={() => {
            setActive(i);
            onSelect(w.id);
          }}
        >
          <span className="map-worker-name">{w.name}</span>
          <span className="muted map-worker-time">
            {w.count} · {w.last}
          </span>
        </li>
      ))}
    </ul>
  );
}
