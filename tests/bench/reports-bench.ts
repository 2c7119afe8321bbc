import type { AddressInfo } from 'node:net';
import { type Kysely, sql } from 'kysely';
import { addDays, moscowDate } from '../../core/rules/schedule.rule.ts';
import { buildApp } from '../../server/app.ts';
import { benchAppOptions } from './bench-app-options.ts';
import { loadContractorDebts } from '../../server/reports/contractor-debts.query.ts';
import { loadExcerpts } from '../../server/reports/excerpts.query.ts';
import { loadPayToday } from '../../server/reports/pay-today.query.ts';
import { httpTimer, timeInTurn } from './list-bench.ts';
import { benchAdminToken } from './bench-token.ts';
import type { DB } from '../../server/db/db-types.ts';

/** The HTTP side signs in as an admin: the direct side reads with the same rights. */
const BENCH_ADMIN = { id: 0, is_admin: true, user_group_id: null, permissions: {} };

/** Issue 13 item 3: 'SQL that stays fast at the large scale (p50 under 200 ms at 1M orders)'. */
const TARGET_MS = 200;

export interface ReportBenchRow {
  name: string;
  httpMs: number;
  sqlMs: number;
  rows: number;
}

/**
 * The large seed has no ledger; the report bench needs one. Ledger rows fewer than two per order
 * mean it is missing or was cut short: seedLargeLedger then tops it up (it skips orders done).
 */
export async function ledgerMissing(db: Kysely<DB>, orders: number): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select coalesce(crm_row_count('transactions'), 0)::bigint as n`.execute(db);
  return Number(rows[0].n) < 2 * orders;
}

/**
 * Each report over HTTP (the off-thread client of the list bench) and its query alone, sampled in
 * turn: the excerpt of this month and of a whole year, the first page of debts by accs_debt, and
 * pay today as an accountant sees it.
 */
export async function benchReports(db: Kysely<DB>, samples: number): Promise<ReportBenchRow[]> {
  const { token } = await benchAdminToken(db, 'bench-reports');
  const app = await buildApp({ db, ...benchAppOptions });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const client = httpTimer();
  const today = moscowDate();
  const month = { from: `${today.slice(0, 7)}-01`, to: today };
  const year = { from: addDays(today, -365), to: today };
  const cases = [
    {
      name: 'excerpts, this month',
      url: `/api/excerpts?from=${month.from}&to=${month.to}`,
      direct: () => loadExcerpts(db, month.from, month.to, undefined).then((a) => ({ rows: a.rows.length })),
    },
    {
      name: 'excerpts, a whole year',
      url: `/api/excerpts?from=${year.from}&to=${year.to}`,
      direct: () => loadExcerpts(db, year.from, year.to, undefined).then((a) => ({ rows: a.rows.length })),
    },
    {
      name: 'contractor debts, page 1 by accs_debt',
      url: '/api/contractor_debts?sort=accs_debt&order=desc',
      direct: () =>
        loadContractorDebts(db, { today, sort: 'accs_debt', order: 'desc', page: 1, limit: 50 }).then((a) => ({
          rows: a.meta.total,
        })),
    },
    {
      name: 'pay today',
      url: '/api/pay_today',
      direct: () =>
        loadPayToday(db, { today, sort: 'amount', order: 'desc', viewer: BENCH_ADMIN }).then((a) => ({
          rows: a.items.length,
        })),
    },
  ];
  try {
    const out: ReportBenchRow[] = [];
    for (const c of cases) {
      // An object, not a number: timeInTurn takes a number as the sampler's own measured time.
      const { rows } = await c.direct();
      const [httpMs, sqlMs] = await timeInTurn(samples, [() => client.get(`${base}${c.url}`, token), c.direct]);
      out.push({ name: c.name, httpMs, sqlMs, rows });
    }
    return out;
  } finally {
    await client.close();
    await app.close();
    await db.deleteFrom('api_tokens').where('name', '=', 'bench-reports').execute();
  }
}

export function printReports(label: string, rows: ReportBenchRow[]) {
  for (const r of rows)
    console.log(
      `  ${label}: Reports: ${r.name.padEnd(38)} p50 ${r.httpMs.toFixed(1).padStart(7)} ms ` +
        `(< ${TARGET_MS} ${r.httpMs < TARGET_MS ? 'ok' : 'MISSED'}), SQL alone ${r.sqlMs.toFixed(1)} ms, ${r.rows} rows`,
    );
}
