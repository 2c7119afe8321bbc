import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Row } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { useCommand } from '../commands/useCommand.ts';
import { addRows, removeRows, type Selection, type SelectionChange, toggleRow } from './list-selection.ts';

const none: Selection = new Map();

export interface ListSelection {
  /** Null when the resource declares no selection. */
  selection: Selection | null;
  toggle(row: Row): void;
  /** The header's checkbox: the whole page in (as Ctrl+A) or out. */
  togglePage(on: boolean): void;
  clear(): void;
}

/**
 * The selection of a list whose resource declares `selection` (registry option): Space or x toggles
 * the cursor row, Shift+j / Shift+k extend it down / up, Ctrl+A takes the page, Esc clears it. It
 * survives paging and is dropped when `scope` (the filter and search) changes. A row the resource's
 * rule refuses stays out and its message is shown as a notice.
 */
export function useListSelection(
  def: ResourceDef,
  scope: string,
  rows: readonly Row[],
  cursor: number,
  setCursor: (index: number) => void,
  enabled: boolean,
): ListSelection {
  const on = def.selection !== undefined;
  const [state, setState] = useState<{ scope: string; selection: Selection }>({ scope, selection: none });
  const selection = state.scope === scope ? state.selection : none;
  useEffect(() => setState((s) => (s.scope === scope ? s : { scope, selection: none })), [scope]);

  const apply = useCallback(
    (change: (current: Selection) => SelectionChange) => {
      const result = change(selection);
      setState({ scope, selection: result.selection });
      for (const message of result.refusals) toast.warning(message, { duration: 4000 });
    },
    [selection, scope],
  );
  const toggle = (row: Row) => apply((s) => toggleRow(def, s, row));
  const clear = useCallback(() => setState({ scope, selection: none }), [scope]);
  const extend = (step: 1 | -1) => {
    const next = Math.max(0, Math.min(rows.length - 1, cursor + step));
    const picked = [rows[cursor], rows[next]].filter(Boolean);
    apply((s) => addRows(def, s, picked));
    setCursor(next);
  };

  const active = on && enabled && rows.length > 0;
  useCommand('list.select', () => rows[cursor] && toggle(rows[cursor]), active);
  useCommand('list.selectDown', () => extend(1), active);
  useCommand('list.selectUp', () => extend(-1), active);
  const togglePage = (add: boolean) => apply((s) => (add ? addRows(def, s, rows) : removeRows(s, rows)));
  useCommand('list.selectPage', () => togglePage(true), active);
  useCommand('list.clearSelection', clear, on && enabled && selection.size > 0);

  return { selection: on ? selection : null, toggle, togglePage, clear };
}
