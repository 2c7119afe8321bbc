import type { FastifyInstance } from 'fastify';
import { closeTask, reopenTask, resolveTask } from '../../../core/actions/defs/tasks.actions.ts';
import { resources } from '../../../core/resources/index.ts';
import { type TaskVerb, taskStatusAfter } from '../../../core/rules/task-state.rule.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import { mountAction } from '../mount-action.ts';

const def = resources.tasks;

/**
 * Spec 02 §7 'POST /api/tasks/{id}/close and /reopen' (and resolve), declared in
 * core/actions/defs/tasks.actions.ts with the per-record rule (assignee, author, admin). A task
 * already in the target status answers as it is (idempotent). Each is an update in the activity log.
 */
export function registerTaskStateActions(app: FastifyInstance) {
  const actions = { close: closeTask, reopen: reopenTask, resolve: resolveTask } as const satisfies Record<
    TaskVerb,
    unknown
  >;
  for (const [verb, action] of Object.entries(actions) as [TaskVerb, typeof closeTask][])
    mountAction(
      app,
      action,
      async ({ trx, record, params }) => {
        const status = taskStatusAfter(verb);
        if (Number(record.status) !== status)
          await trx
            .updateTable('tasks')
            .set({ status, updated_at: new Date().toISOString() })
            .where('id', '=', params.id)
            .execute();
        return answerRecord(trx, def, {}, params.id);
      },
      { config: { activity: 3 } },
    );
}
