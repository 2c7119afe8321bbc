import { type Kysely, sql } from 'kysely';
import type { ExcerptDay, ExcerptRow, ExcerptsAnswer, ExcerptSums } from '../../core/ledger/ledger-contract.ts';
import type { DB } from '../db/db-types.ts';

interface SumsRow {
  date: string | null;
  operation_id: number | null;
  clients: string;
  own_individuals: string;
  theirs_individuals: string;
  users: string;
  total: string;
}

const sums = (r: SumsRow): ExcerptSums => ({
  clients: r.clients,
  own_individuals: r.own_individuals,
  theirs_individuals: r.theirs_individuals,
  users: r.users,
  total: r.total,
});

const split = (group: string) =>
  sql<string>`coalesce(sum(amount) filter (where owner_group = ${group}), 0)::numeric(16,2)::text`;

/**
 * The excerpt of `from`..`to` (docs/decisions.md «Money reports»): Σ amount per day and operation
 * split by owner group, the day totals and the period totals, from the kept daily sums
 * (ledger_daily, migration 0038) in one grouping-sets query; numeric all the way, text on the wire.
 */
export async function loadExcerpts(
  db: Kysely<DB>,
  from: string,
  to: string,
  operationId: number | undefined,
): Promise<ExcerptsAnswer> {
  const { rows } = await sql<SumsRow>`select payment_date::text as date, operation_id,
      ${split('clients')} as clients, ${split('own_individuals')} as own_individuals,
      ${split('theirs_individuals')} as theirs_individuals, ${split('users')} as users,
      coalesce(sum(amount), 0)::numeric(16,2)::text as total
    from ledger_daily
    where payment_date between ${from}::date and ${to}::date
      ${operationId === undefined ? sql`` : sql`and operation_id = ${operationId}`}
    group by grouping sets ((payment_date, operation_id), (payment_date), ())
    order by payment_date nulls last, operation_id nulls first`.execute(db);
  const out: ExcerptRow[] = [];
  const days: ExcerptDay[] = [];
  let totals: ExcerptSums | undefined;
  for (const r of rows) {
    if (r.date === null) totals = sums(r);
    else if (r.operation_id === null) days.push({ date: r.date, ...sums(r) });
    else out.push({ date: r.date, operation_id: Number(r.operation_id), ...sums(r) });
  }
  const zero = '0.00';
  return {
    from,
    to,
    rows: out,
    days,
    totals: totals ?? { clients: zero, own_individuals: zero, theirs_individuals: zero, users: zero, total: zero },
  };
}
