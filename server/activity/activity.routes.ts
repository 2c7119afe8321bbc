import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { activityDetails, reportPageOpens } from '../../core/actions/defs/messages.actions.ts';
import { pageName } from '../../core/activity/page-names.ts';
import { AppError } from '../../core/errors.ts';
import { texts } from '../../core/texts.ts';
import { mountAction } from '../actions/mount-action.ts';
import { activityOf } from './activity-hook.ts';

const DETAILS_LIMIT = 500;

const invalid = (field: string, message: string) => AppError.validation({ [field]: [message] }, [message]);

/**
 * Spec 02 §7: GET /api/user_activities/details {date, action_num, user_id, uri} lists the single
 * events behind one row of the activity list; POST /api/user_activities/page_open {uris} is how
 * the console reports the pages a user opens (action 1).
 */
export function registerActivityRoutes(app: FastifyInstance) {
  mountAction(
    app,
    reportPageOpens,
    ({ body, request, reply }) => {
      const at = new Date();
      for (const uri of body.uris) app.activity.record(activityOf(request, uri, 1, at));
      reply.code(202);
      return { accepted: body.uris.length };
    },
    { transaction: false, config: { activity: false } },
  );

  mountAction(app, activityDetails, async ({ trx, query }) => {
    if (query.action_num === null) throw invalid('action_num', 'Ожидалось целое число');
    // The events of the Moscow day (UTC+3 all year), as the recorder counts them.
    const from = new Date(`${query.date}T00:00:00+03:00`);
    const to = new Date(from.getTime() + 86_400_000);
    const rows = await trx
      .selectFrom('user_activities as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'a.user_id', 'u.name as user_name', 'a.uri', 'a.action', 'a.ip', 'a.user_agent', 'a.created_at'])
      .where('a.user_id', '=', query.user_id)
      .where('a.action', '=', query.action_num)
      .where(sql<string>`split_part(a.uri, '?', 1)`, '=', query.uri)
      .where('a.created_at', '>=', from.toISOString())
      .where('a.created_at', '<', to.toISOString())
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(DETAILS_LIMIT)
      .execute();
    return {
      items: rows.map((r) => ({
        ...r,
        action: Number(r.action),
        created_at: new Date(r.created_at as string).toISOString(),
        user_name: r.user_name ?? texts.unknownEntity,
        page: pageName(r.uri as string),
      })),
      meta: { total: rows.length, limit: DETAILS_LIMIT },
    };
  });
}
