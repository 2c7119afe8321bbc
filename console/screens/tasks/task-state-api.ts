import { closeTask, reopenTask, resolveTask } from '../../../core/actions/defs/tasks.actions.ts';
import type { TaskVerb } from '../../../core/rules/task-state.rule.ts';
import { api } from '../../app/api.ts';

/** The catalogue action of each task verb (spec 02 §7 POST /api/tasks/{id}/close and /reopen). */
export const taskActions = { close: closeTask, reopen: reopenTask, resolve: resolveTask } as const satisfies Record<
  TaskVerb,
  unknown
>;

/** The task as it is afterwards. */
export const changeTaskState = (id: number, verb: TaskVerb) => api.call(taskActions[verb], { params: { id } });
