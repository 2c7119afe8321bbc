import { type RefObject, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useCommand } from '../../commands/useCommand.ts';

/**
 * The row cursor of a report table, driven by the list commands: j/k and the arrows move it,
 * Enter opens the row's link, `/` focuses the screen's search (or its period field).
 */
export function useReportCursor(
  hrefs: readonly string[],
  searchRef: RefObject<HTMLInputElement | null>,
): [number, (index: number) => void] {
  const [cursor, setCursor] = useState(0);
  const [, navigate] = useLocation();
  const last = hrefs.length - 1;
  // A new answer with fewer rows keeps the cursor on a row that exists.
  useEffect(() => {
    if (cursor > last) setCursor(Math.max(last, 0));
  }, [cursor, last]);

  useCommand('list.down', () => setCursor((c) => Math.min(c + 1, last)), last >= 0);
  useCommand('list.up', () => setCursor((c) => Math.max(c - 1, 0)), last >= 0);
  useCommand(
    'list.open',
    () => {
      const href = hrefs[Math.min(cursor, last)];
      if (href) navigate(href);
    },
    last >= 0,
  );
  useCommand('list.search', () => searchRef.current?.focus());
  return [Math.min(cursor, Math.max(last, 0)), setCursor];
}
