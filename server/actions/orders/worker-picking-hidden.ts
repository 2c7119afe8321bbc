import { type Kysely, sql } from 'kysely';
import type { HiddenWorkers } from '../../../core/actions/defs/worker-picking.actions.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { NOT_WORKING, type FreeIndividualsQuery } from './worker-picking-queries.ts';
import type { DB } from '../../db/db-types.ts';

/** Why a worker whose name matches is not offered for the order. */
export type HiddenReason = HiddenWorkers['reason'];

/**
 * Issue 22 item 2: 'Workers on the other pay scheme are hidden with no word why («Абдуллаев С» →
 * «Пусто»)'. For a typed name, how many matching workers the picker leaves out and why: the other
 * kind of pay than the order's first worker (spec 01 §5), «Не работает», or fired on the day. Counted
 * only when something is typed (one grouped query), each worker under the first reason that hides them.
 */
export async function hiddenWorkers(db: Kysely<DB>, q: FreeIndividualsQuery): Promise<HiddenWorkers[]> {
  if (!q.search) return [];
  const reason = sql<HiddenReason | null>`case
      when i.status = ${NOT_WORKING} then 'not_working'
      when i.fired and (i.fired_until is null or i.fired_until >= ${q.date}) then 'fired'
      when ${q.fixPay}::boolean is not null and i.fix_pay is distinct from ${q.fixPay}::boolean then 'other_pay'
    end`;
  const rows = await db
    .selectFrom('individuals as i')
    .select([reason.as('reason'), (eb) => eb.fn.countAll<string>().as('count')])
    .where(sql<boolean>`i.name ilike ${likePattern(q.search)}`)
    .groupBy(sql`1`)
    .execute();
  return rows.flatMap((r) => (r.reason ? [{ reason: r.reason, count: Number(r.count) }] : []));
}
