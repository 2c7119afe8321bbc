import { type Kysely, sql } from 'kysely';
import type { DEBT_SORTS } from '../../core/actions/defs/ledger.actions.ts';
import type { ContractorDebtRow, ContractorDebtsAnswer } from '../../core/ledger/ledger-contract.ts';
import { addDays } from '../../core/rules/schedule.rule.ts';
import { likePattern } from '../db/like-pattern.ts';
import type { DB } from '../db/db-types.ts';

export type DebtSort = (typeof DEBT_SORTS)[number];

export interface DebtsQuery {
  today: string;
  sort: DebtSort;
  order: 'asc' | 'desc';
  search?: string;
  userId?: number;
  page: number;
  limit: number;
}

interface DebtSqlRow extends ContractorDebtRow {
  total: number;
  t_accs: number;
  t_accs_debt: string;
  t_orders_debt: string;
  t_month: string;
  t_two_weeks: string;
}

const money = (expr: ReturnType<typeof sql>) => sql`coalesce(${expr}, 0)::numeric(16,2)::text`;

/**
 * Contractor debts (docs/decisions.md «Money reports»): per contractor the unpaid accounts (statuses
 * 1 and 2 of the account-status rule, read through the partial index accounts_unpaid_idx), their
 * remains and the part older than 30 and 14 days, and orders_debt = minus the client's ledger
 * balance when negative (kept in ledger_balances). Only contractors owing something; the page,
 * the count and the totals over every matching contractor come from one query (window sums).
 */
export async function loadContractorDebts(db: Kysely<DB>, q: DebtsQuery): Promise<ContractorDebtsAnswer> {
  const rows = await debtRows(db, q);
  // A page past the end still answers the count and the totals of the whole list.
  const first = rows[0] ?? (q.page > 1 ? (await debtRows(db, { ...q, page: 1, limit: 1 }))[0] : undefined);
  const totals = first
    ? {
        not_paid_accs: Number(first.t_accs),
        accs_debt: first.t_accs_debt,
        orders_debt: first.t_orders_debt,
        accs_month: first.t_month,
        accs_two_weeks: first.t_two_weeks,
      }
    : { not_paid_accs: 0, accs_debt: '0.00', orders_debt: '0.00', accs_month: '0.00', accs_two_weeks: '0.00' };
  return {
    items: rows.map((r) => ({
      contractor_id: Number(r.contractor_id),
      name: r.name,
      user_id: r.user_id === null ? null : Number(r.user_id),
      user_name: r.user_name,
      not_paid_accs: Number(r.not_paid_accs),
      accs_debt: r.accs_debt,
      orders_debt: r.orders_debt,
      accs_month: r.accs_month,
      accs_two_weeks: r.accs_two_weeks,
    })),
    meta: { total: first ? Number(first.total) : 0, page: q.page, limit: q.limit },
    totals,
  };
}

async function debtRows(db: Kysely<DB>, q: DebtsQuery): Promise<DebtSqlRow[]> {
  const month = addDays(q.today, -30);
  const twoWeeks = addDays(q.today, -14);
  const remains = sql`(a.amount - coalesce(a.payed_amount, 0))`;
  const age = sql`coalesce(a.date, (a.created_at at time zone 'Europe/Moscow')::date)`;
  const direction = sql.raw(q.order);
  // A name, a manager or a name sort needs the contractors of every debt; else only the page's
  // (read after the page is cut: hashing 20 000 contractors was half the time at the large scale).
  const named = q.search !== undefined || q.userId !== undefined || q.sort === 'name' || q.sort === 'user_name';
  // A debt whose contractor card is gone is still a debt: listed under its number.
  const names = sql`left join contractors c on c.id = d.contractor_id left join users u on u.id = c.main_user_id`;
  const nameColumns = sql`coalesce(c.name, 'Контрагент №' || d.contractor_id) as name, c.main_user_id as user_id,
    u.name as user_name`;
  const sortKey = sql`${sql.ref(`d.${q.sort}`)} ${direction} nulls last, d.contractor_id ${direction}`;
  const windows = sql`count(*) over ()::int as total, sum(not_paid_accs) over ()::int as t_accs,
    ${money(sql`sum(accs_debt) over ()`)} as t_accs_debt, ${money(sql`sum(orders_debt) over ()`)} as t_orders_debt,
    ${money(sql`sum(accs_month) over ()`)} as t_month, ${money(sql`sum(accs_two_weeks) over ()`)} as t_two_weeks`;
  const { rows } = await sql<DebtSqlRow>`with accs as (
      select a.contractor_id, count(*)::int as n, sum(${remains}) as debt,
        sum(${remains}) filter (where ${age} < ${month}::date) as month,
        sum(${remains}) filter (where ${age} < ${twoWeeks}::date) as two_weeks
      from accounts a
      where a.amount > coalesce(a.payed_amount, 0) and (a.payment_date is null or a.payed_amount > 0)
      group by a.contractor_id),
    owed as (select owner_id as contractor_id, -balance as debt from ledger_balances
      where owner_class = 'Contractor' and balance < 0),
    debts as (select coalesce(accs.contractor_id, owed.contractor_id) as contractor_id,
        coalesce(accs.n, 0) as not_paid_accs, coalesce(accs.debt, 0)::numeric(16,2) as accs_debt,
        coalesce(owed.debt, 0)::numeric(16,2) as orders_debt, coalesce(accs.month, 0)::numeric(16,2) as accs_month,
        coalesce(accs.two_weeks, 0)::numeric(16,2) as accs_two_weeks
      from accs full join owed on owed.contractor_id = accs.contractor_id),
    ${
      named
        ? sql`page as (select d.*, ${windows}
            from (select d.*, ${nameColumns} from debts d ${names}
              where true
                ${q.search ? sql`and c.name ilike ${likePattern(q.search)}` : sql``}
                ${q.userId === undefined ? sql`` : sql`and c.main_user_id = ${q.userId}`}) d
            order by ${sortKey} limit ${q.limit} offset ${(q.page - 1) * q.limit})
          select * from page d`
        : sql`page as (select d.*, ${windows} from debts d
            order by ${sortKey} limit ${q.limit} offset ${(q.page - 1) * q.limit})
          select d.*, ${nameColumns} from page d ${names}`
    }
    order by ${sortKey}`.execute(db);
  return rows;
}
