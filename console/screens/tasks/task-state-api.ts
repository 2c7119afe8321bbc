import type { Row } from '../../../core/api/api-client.ts';
import type { TaskVerb } from '../../../core/rules/task-state.rule.ts';
import { api } from '../../app/api.ts';

/** POST /api/tasks/{id}/close and /reopen (spec 02 §7): the task as it is afterwards. */
export const changeTaskState = (id: number, verb: TaskVerb) => api.request<Row>('POST', `/api/tasks/${id}/${verb}`);
