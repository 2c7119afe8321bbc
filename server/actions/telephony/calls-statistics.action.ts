import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { callsStatistics } from '../../../core/actions/defs/telephony.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { isoDate } from '../../../core/format.ts';
import { mountAction } from '../mount-action.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const badDate = (key: string) =>
  AppError.validation({ [key]: ['Дата нужна в виде ГГГГ-ММ-ДД'] }, [`${key}: Дата нужна в виде ГГГГ-ММ-ДД`]);

function day(value: string, key: string, fallback: string): string {
  if (value === '') return fallback;
  // A real calendar day within years PostgreSQL and people mean (year 0000 passed Date.parse and
  // failed in SQL; 2026-02-30 rolled over to March).
  const real = DAY.test(value) && !Number.isNaN(Date.parse(value));
  if (!real || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) throw badDate(key);
  if (value < '1900-01-01' || value > '2100-12-31') throw badDate(key);
  return value;
}

/**
 * GET /api/calls/statistics?date_from&date_to (Moscow days, default this month so far): per manager
 * the calls, incoming, outgoing, unanswered (no talk time), talk seconds and calls from non-clients.
 * This is what `stats_calls` guards (DESIGN.md §8 «stats_calls the calls statistics»); the calls
 * list itself is everyday work of every dispatcher (docs/decisions.md).
 */
export function registerCallsStatistics(app: FastifyInstance) {
  mountAction(app, callsStatistics, async ({ trx, query }) => {
    const today = isoDate(new Date());
    const from = day(query.date_from, 'date_from', `${today.slice(0, 8)}01`);
    const to = day(query.date_to, 'date_to', today);
    const { rows } = await sql<Record<string, string | number | null>>`
      select c.user_id, u.name as user_name, count(*) as calls,
        count(*) filter (where not c.outgoing) as incoming,
        count(*) filter (where c.outgoing) as outgoing,
        count(*) filter (where coalesce(c.link_duration, 0) = 0) as unanswered,
        coalesce(sum(c.link_duration), 0) as talk_seconds,
        count(*) filter (where c.not_a_client) as not_clients
      from calls c left join users u on u.id = c.user_id
      where c.occurred_at >= (${from}::date)::timestamp at time zone 'Europe/Moscow'
        and c.occurred_at < (${to}::date + 1)::timestamp at time zone 'Europe/Moscow'
      group by c.user_id, u.name
      order by count(*) desc, c.user_id`.execute(trx);
    const num = (v: unknown) => Number(v ?? 0);
    return {
      date_from: from,
      date_to: to,
      items: rows.map((r) => ({
        user_id: r.user_id === null ? null : num(r.user_id),
        user_name: r.user_name,
        calls: num(r.calls),
        incoming: num(r.incoming),
        outgoing: num(r.outgoing),
        unanswered: num(r.unanswered),
        talk_seconds: num(r.talk_seconds),
        not_clients: num(r.not_clients),
      })),
    };
  });
}
