import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { texts } from '../../../core/texts.ts';
import { publish } from '../../realtime/publish.ts';

/** Spec 02: 'Deploy notice channel states: warning, restart, done', with the spec's texts. */
export const deployNoticeTexts = {
  warning: texts.deployStarted,
  restart: texts.deployRestarting,
  done: texts.deployDone,
} as const;

export type DeployState = keyof typeof deployNoticeTexts;

const isDeployState = (value: unknown): value is DeployState =>
  typeof value === 'string' && Object.hasOwn(deployNoticeTexts, value);

/**
 * POST /api/deploy_notices {state}: the deploy script (an admin's API token) tells every open
 * console that an update starts, restarts or is done, on the /deploy channel.
 */
export function registerDeployNoticesRoute(app: FastifyInstance) {
  app.post('/api/deploy_notices', { config: { permission: 'admin' } }, async (request) => {
    const state = (request.body as { state?: unknown } | null)?.state;
    if (!isDeployState(state))
      throw AppError.validation({ state: ['должно быть одним из: warning, restart, done'] }, [
        'Состояние обновления должно быть одним из: warning, restart, done',
      ]);
    const data = { state, message: deployNoticeTexts[state] };
    await publish(app.db, '/deploy', data);
    return data;
  });
}
