import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { readJob } from './job-queue.ts';

/** GET /api/jobs/{id}: a background job's progress and result, for its owner (and admins). */
export function registerJobRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/jobs/:id', { config: { permission: 'signed_in' } }, async (request) => {
    const id = Number(request.params.id);
    const user = request.user!;
    const job = Number.isSafeInteger(id) && id > 0 ? await readJob(app.db, id, user.id, user.is_admin) : null;
    if (!job) throw new AppError('not_found', 'Задание не найдено');
    return job;
  });
}
