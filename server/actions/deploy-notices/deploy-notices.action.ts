import type { FastifyInstance } from 'fastify';
import { type deployStates, postDeployNotice } from '../../../core/actions/defs/shell.actions.ts';
import { texts } from '../../../core/texts.ts';
import { publish } from '../../realtime/publish.ts';
import { mountAction } from '../mount-action.ts';

/** Spec 02: 'Deploy notice channel states: warning, restart, done', with the spec's texts. */
export const deployNoticeTexts = {
  warning: texts.deployStarted,
  restart: texts.deployRestarting,
  done: texts.deployDone,
} as const satisfies Record<(typeof deployStates)[number], string>;

/**
 * POST /api/deploy_notices {state}: the deploy script (an admin's API token) tells every open
 * console that an update starts, restarts or is done, on the /deploy channel.
 */
export function registerDeployNoticesRoute(app: FastifyInstance) {
  mountAction(app, postDeployNotice, async ({ trx, body }) => {
    const data = { state: body.state, message: deployNoticeTexts[body.state] };
    await publish(trx, '/deploy', data);
    return data;
  });
}
