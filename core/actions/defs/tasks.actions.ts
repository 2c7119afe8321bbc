import { mayChangeTaskState } from '../../rules/task-state.rule.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Spec 02 §7 'POST /api/tasks/{id}/close and /reopen'; the status is these actions' alone.
// Only the task's assignee, its author or an admin may (403 otherwise).

const taskParty = {
  resource: 'tasks',
  lock: true,
  allows: (user, row) => mayChangeTaskState(user, row as { assigned_to_id: number | null; user_id: number | null }),
  describe: 'исполнитель или автор задачи',
} as const satisfies import('../define-action.ts').RecordRule;

const owns = [{ resource: 'tasks', fields: ['status'] }] as const;
const params = wire.object({ id: wire.id() });

export const closeTask = defineAction({
  name: 'tasks.close',
  method: 'POST',
  path: '/api/tasks/:id/close',
  title: 'Закрыть задачу',
  permission: 'signed_in',
  record: taskParty,
  params,
  answer: wire.record('tasks'),
  owns,
});

export const reopenTask = defineAction({
  name: 'tasks.reopen',
  method: 'POST',
  path: '/api/tasks/:id/reopen',
  title: 'Открыть задачу снова',
  permission: 'signed_in',
  record: taskParty,
  params,
  answer: wire.record('tasks'),
  owns,
});

export const resolveTask = defineAction({
  name: 'tasks.resolve',
  method: 'POST',
  path: '/api/tasks/:id/resolve',
  title: 'Отметить задачу решённой',
  permission: 'signed_in',
  record: taskParty,
  params,
  answer: wire.record('tasks'),
  owns,
});
