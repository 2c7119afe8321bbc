import type { AddressInfo } from 'node:net';
import { type Kysely, sql } from 'kysely';
import { addDays, moscowDate } from '../../core/rules/schedule.rule.ts';
import { buildApp } from '../../server/app.ts';
import { benchAppOptions } from './bench-app-options.ts';
import { httpTimer, timeInTurn } from './list-bench.ts';
import { benchAdminToken } from './bench-token.ts';
import type { DB } from '../../server/db/db-types.ts';

export interface TargetResult {
  name: string;
  p50: number;
  target: number;
}

const WORKERS = 30;

/** An order of the large seed with exactly 30 assigned workers (rewritten on every run). */
async function orderWithWorkers(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`select id from orders where status = 2 order by start_date desc, id desc limit 1`.execute(db);
  const id = Number(rows[0].id);
  await sql`delete from order_individuals where order_id = ${id}`.execute(db);
  await sql`insert into order_individuals (order_id, individual_id, work_type_id, workers_amount)
    select ${id}, i.id, (select min(id) from work_types), 1
    -- One kind of pay on an order (spec 01 §5: 'individuals limited to the fix_pay of the first chosen one').
    from (select id from individuals where not fired and not fix_pay order by id limit ${WORKERS}) i`.execute(db);
  return id;
}

/**
 * Issue 10 item 12: 'opening an order card with 30 workers and saving it (p50 under 100 ms) … and the
 * weekly schedule (p50 under 200 ms)', over HTTP at the large scale, timed by the same off-thread
 * client as the lists. A failing request is reported as missed by the caller, not hidden.
 */
export async function benchCardAndSchedule(db: Kysely<DB>, samples: number): Promise<TargetResult[]> {
  const { token } = await benchAdminToken(db, 'bench-card');
  const app = await buildApp({ db, ...benchAppOptions });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const client = httpTimer();
  try {
    const id = await orderWithWorkers(db);
    const card = (await app.inject({ url: `/api/orders/${id}`, headers: { authorization: `Bearer ${token}` } })).json();
    // What the card sends back on save: its fields and every worker row (by id, unchanged).
    let n = 0;
    const save = () =>
      client.get(`${base}/api/orders/${id}`, token, 'PUT', {
        order: { comment: `bench ${n++}`, order_individuals: card.order_individuals },
      });
    // A past week: every order is counted (status 3), the fullest chart the seed has.
    const week = addDays(moscowDate(), -30);
    const [open, saved, weekly] = await timeInTurn(samples, [
      () => client.get(`${base}/api/orders/${id}`, token),
      save,
      () => client.get(`${base}/api/schedule/weekly?start_date=${week}`, token),
    ]);
    return [
      { name: `order card with ${card.order_individuals.length} workers: open`, p50: open, target: 100 },
      { name: `order card with ${card.order_individuals.length} workers: save`, p50: saved, target: 100 },
      { name: 'weekly schedule (a full past week)', p50: weekly, target: 200 },
    ];
  } finally {
    await client.close();
    await app.close();
    await db.deleteFrom('api_tokens').where('name', '=', 'bench-card').execute();
  }
}

export function printTargets(label: string, rows: TargetResult[]) {
  for (const r of rows)
    console.log(
      `  ${label}: ${r.name.padEnd(40)} p50 ${r.p50.toFixed(1).padStart(7)} ms (< ${r.target} ${r.p50 < r.target ? 'ok' : 'MISSED'})`,
    );
}
