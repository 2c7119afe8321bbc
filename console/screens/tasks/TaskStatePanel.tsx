import { useState } from 'react';
import { toast } from 'sonner';
import { allowed as allowedAction } from '../../../core/actions/allowed.ts';
import { closeTask } from '../../../core/actions/defs/tasks.actions.ts';
import { TASK_CLOSED, type TaskVerb } from '../../../core/rules/task-state.rule.ts';
import { useCommand } from '../../commands/useCommand.ts';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import { useOpenTasks } from '../../stores/open-tasks-store.ts';
import { useSession } from '../../stores/session-store.ts';
import { changeTaskState } from './task-state-api.ts';

/**
 * The task form's close and reopen (spec 02 §8 'close and reopen are actions'), shown to whom the
 * server allows them: the actions' per-record rule (the assignee, the author, an admin).
 * «Закрыть задачу» is also the palette's command (Alt+Z) while the form is open.
 */
export function TaskStatePanel({ id, values, readOnly, accept }: FormPanelProps) {
  const me = useSession((s) => s.me);
  const refreshCount = useOpenTasks((s) => s.refresh);
  const [busy, setBusy] = useState(false);
  // Close, reopen and resolve share one rule (core/actions/defs/tasks.actions.ts).
  const allowed = !!me && allowedAction(me, closeTask, values);
  const closed = Number(values.status) === TASK_CLOSED;

  async function run(verb: TaskVerb) {
    if (busy) return;
    setBusy(true);
    try {
      accept(await changeTaskState(id, verb), ['status']);
      toast.success(verb === 'close' ? 'Задача закрыта' : 'Задача открыта снова');
      if (me) void refreshCount(me.id);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  useCommand('task.close', () => void run('close'), allowed && !readOnly && !closed);
  if (!allowed || readOnly) return null;
  return (
    <div className="task-state-panel">
      {closed ? (
        <button type="button" disabled={busy} onClick={() => void run('reopen')}>
          Открыть снова
        </button>
      ) : (
        <button type="button" disabled={busy} onClick={() => void run('close')} aria-keyshortcuts="Alt+Z">
          Закрыть задачу
        </button>
      )}
    </div>
  );
}
