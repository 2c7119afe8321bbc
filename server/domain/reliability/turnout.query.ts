import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import {
  expectedTurnout,
  NEWCOMER_RELIABILITY,
  RELIABILITY,
  type Turnout,
} from '../../../core/rules/reliability.rule.ts';
import type { DB } from '../../db/db-types.ts';

export interface OrderTurnout extends Turnout {
  order_id: number;
  start_date: string;
}

/** The places an order needs: the workers of its price lines. */
const places = (orderId: Expression<number>) =>
  sql<number>`coalesce((select sum(p.workers_amount) from order_prices p where p.order_id = ${orderId}), 0)`;

/** The kept probability of each worker on the order to show up (a newcomer's when never computed). */
const showChance = sql`coalesce(r.show_probability, ${sql.lit(NEWCOMER_RELIABILITY.p_show)})::float8`;
const assignedRows = (orderId: Expression<number>) => sql`
  from order_individuals oi left join individual_reliability r on r.individual_id = oi.individual_id
  where oi.order_id = ${orderId} and oi.individual_id is not null`;

/**
 * The expected turnout of the formed orders (status 2, not cancelled) of some days, soonest first:
 * core/rules/reliability.rule.ts expectedTurnout over the kept probabilities of their workers.
 */
export async function orderTurnouts(db: Kysely<DB>, from: string, to: string): Promise<OrderTurnout[]> {
  const id = sql.ref<number>('o.id');
  const { rows } = await sql<{ order_id: number; start_date: string; places: number; ps: number[] }>`
    select o.id as order_id, o.start_date::text as start_date, ${places(id)}::int as places,
      array(select ${showChance} ${assignedRows(id)}) as ps
    from orders o
    where o.start_date >= ${from}::date and o.start_date <= ${to}::date and o.status = 2 and o.client_canceled_at is null
    order by o.start_date, o.id`.execute(db);
  return rows.map((r) => ({
    order_id: r.order_id,
    start_date: r.start_date,
    ...expectedTurnout(r.places, r.ps.map(Number)),
  }));
}

/** orderAtRisk in SQL, for the orders list filter `turnout=at_risk` (the left column's «Заказы под угрозой»). */
export function atRiskCondition(table: string): Expression<SqlBool> {
  const id = sql.ref<number>(`${table}.id`);
  return sql<SqlBool>`(${sql.ref(`${table}.status`)} = 2 and ${sql.ref(`${table}.client_canceled_at`)} is null
    and ${places(id)} > 0
    and coalesce((select sum(${showChance}) ${assignedRows(id)}), 0) < ${places(id)} - ${sql.lit(RELIABILITY.riskMargin)})`;
}
