import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pageName } from '../../core/activity/page-names.ts';
import { AppError } from '../../core/errors.ts';
import { texts } from '../../core/texts.ts';
import { activityOf } from './activity-hook.ts';
import { wireText } from '../../core/wire-text.ts';

/** A console sends at most this many page opens at once (it batches them, console/app/usePageOpenReport.ts). */
const MAX_PAGES = 50;
const DETAILS_LIMIT = 500;

const invalid = (field: string, message: string) => AppError.validation({ [field]: [message] }, [message]);

function pageUris(body: unknown): string[] {
  const uris = (body as { uris?: unknown } | null)?.uris;
  if (!Array.isArray(uris) || !uris.length || uris.length > MAX_PAGES)
    throw invalid('uris', `Ожидался список адресов страниц (от 1 до ${MAX_PAGES})`);
  if (!uris.every((u) => typeof u === 'string' && u.startsWith('/') && u.length <= 2000))
    throw invalid('uris', 'Адрес страницы должен начинаться с «/»');
  return uris;
}

/** yyyy-MM-dd or dd.MM.yyyy (how the list shows it) → yyyy-MM-dd. */
function isoDate(raw: unknown): string {
  const text = wireText(raw);
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  const iso = ru ? `${ru[3]}-${ru[2]}-${ru[1]}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(iso))) throw invalid('date', 'Неверная дата');
  return iso;
}

function positive(raw: unknown, field: string, max = 999_999_999): number {
  const n = Number(raw);
  if (!/^\d{1,9}$/.test(String(raw ?? '')) || n < 1 || n > max) throw invalid(field, 'Ожидалось целое число');
  return n;
}

/**
 * Spec 02 §7: GET /api/user_activities/details {date, action_num, user_id, uri} lists the single
 * events behind one row of the activity list; POST /api/user_activities/page_open {uris} is how
 * the console reports the pages a user opens (action 1).
 */
export function registerActivityRoutes(app: FastifyInstance) {
  app.post(
    '/api/user_activities/page_open',
    { config: { permission: 'signed_in', activity: false } },
    async (request, reply) => {
      const uris = pageUris(request.body);
      const at = new Date();
      for (const uri of uris) app.activity.record(activityOf(request, uri, 1, at));
      return reply.code(202).send({ accepted: uris.length });
    },
  );

  app.get('/api/user_activities/details', { config: { permission: 'admin' } }, async (request) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const day = isoDate(q.date);
    const action = positive(q.action_num, 'action_num', 4);
    const userId = positive(q.user_id, 'user_id');
    const uri = String(q.uri ?? '');
    if (!uri) throw invalid('uri', 'Не указана страница');
    // The events of the Moscow day (UTC+3 all year), as the recorder counts them.
    const from = new Date(`${day}T00:00:00+03:00`);
    const to = new Date(from.getTime() + 86_400_000);
    const rows = await app.db
      .selectFrom('user_activities as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'a.user_id', 'u.name as user_name', 'a.uri', 'a.action', 'a.ip', 'a.user_agent', 'a.created_at'])
      .where('a.user_id', '=', userId)
      .where('a.action', '=', action)
      .where(sql<string>`split_part(a.uri, '?', 1)`, '=', uri)
      .where('a.created_at', '>=', from.toISOString())
      .where('a.created_at', '<', to.toISOString())
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(DETAILS_LIMIT)
      .execute();
    return {
      items: rows.map((r) => ({
        ...r,
        created_at: new Date(r.created_at as string).toISOString(),
        user_name: r.user_name ?? texts.unknownEntity,
        page: pageName(r.uri as string),
      })),
      meta: { total: rows.length, limit: DETAILS_LIMIT },
    };
  });
}
