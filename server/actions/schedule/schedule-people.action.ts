import type { FastifyInstance } from 'fastify';
import { schedulePeople } from '../../../core/actions/defs/schedule-board.actions.ts';
import { weekOf } from '../../../core/rules/schedule.rule.ts';
import { mountAction } from '../mount-action.ts';
import { loadSchedulePeople } from './schedule-people.ts';

/** GET /api/schedule/people (core/actions/defs/schedule-board.actions.ts): the week board's people view. */
export function registerSchedulePeople(app: FastifyInstance) {
  mountAction(app, schedulePeople, ({ trx, query }) => {
    const { from, to } = weekOf(query.start_date);
    return loadSchedulePeople(trx, from, to, query.search ?? '');
  });
}
