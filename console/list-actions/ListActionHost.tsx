import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ListAction, ListActionProps } from './list-action.ts';
import type { RunningAction } from './useListActions.ts';

// One lazy component per action, made once: a new one per render would mount the dialog afresh.
const dialogs = new Map<string, LazyExoticComponent<ComponentType<ListActionProps>>>();
function dialogOf(action: ListAction) {
  let dialog = dialogs.get(action.id);
  if (!dialog && action.dialog) {
    const load = action.dialog;
    dialog = lazy(() => load().then((component) => ({ default: component })));
    dialogs.set(action.id, dialog);
  }
  return dialog;
}

/** The dialog of the running list action, loaded on its first use. */
export function ListActionHost({
  def,
  running,
  onDone,
  onClose,
}: {
  def: ResourceDef;
  running: RunningAction | null;
  onDone(): void;
  onClose(): void;
}) {
  const Dialog = running ? dialogOf(running.action) : undefined;
  if (!running || !Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog def={def} rows={running.rows} onDone={onDone} onClose={onClose} />
    </Suspense>
  );
}
