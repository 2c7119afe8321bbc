import type { FastifyInstance } from 'fastify';
import { readJob as readJobAction } from '../../core/actions/defs/shell.actions.ts';
import { AppError } from '../../core/errors.ts';
import { mountAction } from '../actions/mount-action.ts';
import { readJob } from './job-queue.ts';

/** GET /api/jobs/{id}: a background job's progress and result, for its owner (and admins). */
export function registerJobRoutes(app: FastifyInstance) {
  mountAction(
    app,
    readJobAction,
    async ({ params, user }) => {
      const job = await readJob(app.db, params.id, user.id, user.is_admin);
      if (!job) throw new AppError('not_found', 'Задание не найдено');
      return job;
    },
    // A poll reads what the job's own transactions committed; it holds no transaction of its own.
    { transaction: false },
  );
}
