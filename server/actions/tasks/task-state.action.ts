import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { mayChangeTaskState, type TaskVerb, taskStatusAfter } from '../../../core/rules/task-state.rule.ts';
import { texts } from '../../../core/texts.ts';
import { resourceActionPermission } from '../../auth/route-permission.ts';
import { findRow, notFound } from '../../crud/record-repository.ts';
import { answerRecord } from '../../crud/resource-routes.ts';

const def = resources.tasks;

/**
 * Spec 02 §7 'POST /api/tasks/{id}/close and /reopen'. Only the task's assignee, its author or an
 * admin may (403 otherwise); a task already in the target status answers as it is (idempotent).
 * Either change is an update in the user activity log.
 */
export function registerTaskStateActions(app: FastifyInstance) {
  for (const verb of ['close', 'reopen'] as const satisfies readonly TaskVerb[]) {
    app.post(
      `/api/tasks/:id/${verb}`,
      { config: { permission: resourceActionPermission(def.permissions.update), activity: 3 } },
      async (request) => {
        const raw = (request.params as { id: string }).id;
        if (!/^\d{1,9}$/.test(raw)) throw new AppError('not_found', `${def.titleSingular}: неверный номер «${raw}»`);
        const id = Number(raw);
        return app.db.transaction().execute(async (trx) => {
          const task = await findRow(trx, def, id);
          if (!task) throw notFound(def, id);
          const user = request.user!;
          if (!mayChangeTaskState(user, task as { assigned_to_id: number | null; user_id: number | null }))
            throw new AppError('forbidden', texts.noAccess);
          const status = taskStatusAfter(verb);
          if (Number(task.status) !== status)
            await trx
              .updateTable('tasks')
              .set({ status, updated_at: new Date().toISOString() })
              .where('id', '=', id)
              .execute();
          return answerRecord(trx, def, {}, id);
        });
      },
    );
  }
}
