import { createContext, useContext, useEffect, useMemo } from 'react';
import type { Row } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { setScreenActions } from '../commands/screen-actions.ts';
import type { Selection } from '../list/list-selection.ts';
import { useSession } from '../stores/session-store.ts';
import type { ListAction } from './list-action.ts';
import { listActions } from './list-action-table.ts';

export interface RunningAction {
  action: ListAction;
  rows: readonly Row[];
}

/** What a list's own cells use to run its actions (a card invoice's date button, its checkbox). */
export interface ListActionsApi {
  available: readonly ListAction[];
  start(id: string, rows: readonly Row[]): void;
}
export const ListActionsContext = createContext<ListActionsApi>({ available: [], start: () => undefined });
export const useListActionsApi = () => useContext(ListActionsContext);

/**
 * The palette's actions of this list, on the selection (or the cursor row when none is selected):
 * those of the list-action table for this resource that the user may run. A dialog action is
 * handed to `onRun` (the screen shows it); `done` reloads the list and clears the selection.
 */
export function useListActions(
  def: ResourceDef,
  selection: Selection | null,
  cursorRow: Row | undefined,
  enabled: boolean,
  done: () => void,
  onRun: (running: RunningAction) => void,
): ListActionsApi {
  const me = useSession((s) => s.me);
  const available = useMemo(
    () => listActions.filter((a) => a.resource === def.name && (!a.allowed || (me !== null && a.allowed(me)))),
    [def.name, me],
  );
  const api = useMemo<ListActionsApi>(() => {
    const start = (id: string, rows: readonly Row[]) => {
      const action = available.find((a) => a.id === id);
      if (!action || rows.length === 0) return;
      if (action.dialog) onRun({ action, rows });
      else action.perform?.(rows, done);
    };
    return { available, start };
  }, [available, done, onRun]);

  const selected = useMemo(() => (selection ? [...selection.values()] : []), [selection]);
  useEffect(() => {
    if (!enabled) {
      setScreenActions([]);
      return;
    }
    const cursor = cursorRow ? [cursorRow] : [];
    const palette = available.flatMap((a) => {
      const rows = a.on === 'row' || selected.length === 0 ? cursor : selected;
      if (rows.length === 0 || (a.accepts && !a.accepts(rows))) return [];
      const subject = rows.length > 1 ? `выбрано ${rows.length}` : `№ ${rows[0].id}`;
      return [
        {
          id: `list-action:${a.id}`,
          name: a.title,
          subtitle: subject,
          section: 'Действия',
          priority: 5,
          // Deferred so the palette has closed and given the focus back before the dialog takes it.
          perform: () => setTimeout(() => api.start(a.id, rows), 0),
        },
      ];
    });
    setScreenActions(palette);
  }, [available, selected, cursorRow, enabled, api]);
  useEffect(() => () => setScreenActions([]), []);

  return api;
}
