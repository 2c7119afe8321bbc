import { sql } from 'kysely';

// SQL of the benchmark ledger (large-ledger-seed.ts): for the closed orders of one id range, the
// rows a working office would have made. Values are hashes of the order id, so runs agree.

function checked(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`large ledger seed: not an integer: ${n}`);
  return n;
}
const int = (n: number) => sql.raw(String(checked(n)));

/**
 * The closed orders of ids from..to that have no ledger rows yet, with what the seed derives from
 * each: the close day, the worker paid (one per order: its brigade's pay), whether and when the
 * client paid (a fortieth of last year's orders stay unpaid, a third of those partly paid), and
 * whether the order is invoiced (payment type 2, bank transfer: one account per order).
 */
export function createSeedOrders(from: number, to: number, today: string) {
  return sql`create temp table seed_ledger_orders as
    select o.id, o.contractor_id, o.p_amount as amount, c.close_day, c.h1, c.h2,
      w.id as worker_id, case when w.relation_type_id = 2 then 'Theirs_Individual' else 'Our_Individual' end as worker_type,
      round(coalesce(p.rate_individual1, 0) * coalesce(p.workers_amount, 1) * coalesce(o.approx_work_time, 4), 2) as pay,
      o.payment_type = 2 as invoiced,
      case when o.p_paid_at is null or (c.close_day > ${today}::date - 365 and c.h1 % 40 = 0) then null
        else greatest(o.p_paid_at, c.close_day) end as paid_day,
      o.p_paid_at is not null and c.close_day > ${today}::date - 365 and c.h1 % 40 = 0 and c.h2 % 3 = 0 as partly
    from orders o
    cross join lateral (select hashint4(o.id) & 2147483647 as h1, hashint4(o.id # 99991) & 2147483647 as h2,
      least(o.start_date + (hashint4(o.id) & 3), ${today}::date) as close_day) c
    left join lateral (select rate_individual1, workers_amount from order_prices where order_id = o.id order by id limit 1) p on true
    join seed_ledger_workers w on w.rn = 1 + (c.h2 % (select count(*)::int from seed_ledger_workers))
    where o.id between ${int(from)} and ${int(to)} and o.status = 3 and o.p_amount > 0
      and not exists (select 1 from transactions t where t.order_id = o.id and t.operation_id = 6)`;
}

/** Accounts of the invoiced orders: paid in full on the payment day, partly, or not at all. */
export const insertSeedAccounts = sql`insert into accounts (number, date, contractor_id, order_id, order_ids, amount,
    payed_amount, payment_date, company_type, created_at, updated_at)
  select 'Б-' || id, close_day, contractor_id, id, array[id], amount,
    case when paid_day is not null then amount when partly then round(amount / 3, 2) end,
    paid_day, 1, close_day + interval '12 hours', coalesce(paid_day, close_day) + interval '12 hours'
  from seed_ledger_orders where invoiced`;

/**
 * One statement for the client and worker rows of the batch (the triggers of 0036 and 0038 then
 * upsert balances and daily sums once): operation 6 the client's charge, 5 the worker's earning,
 * 1 the client's payment (the part paid, linked to the account), 2 the worker's payout 1-3 days
 * after the earning when that day has come (so the last days' earnings are still owed: pay today).
 */
export function insertSeedLedger(today: string) {
  return sql`insert into transactions (payment_date, amount, owner_type, owner_id, operation_id, order_id, account_id,
      closed, comment, created_at, updated_at)
    select day, amount, owner_type, owner_id, op, order_id, account_id, true, comment, day + interval '18 hours', day + interval '18 hours'
    from (
      select close_day as day, -amount as amount, 'Contractor' as owner_type, contractor_id as owner_id, 6 as op,
        o.id as order_id, null::int as account_id, 'Начисление клиенту' as comment
      from seed_ledger_orders o
      union all
      select close_day, pay, worker_type, worker_id, 5, o.id, null, 'Начисление работнику' from seed_ledger_orders o where pay > 0
      union all
      select coalesce(o.paid_day, least(o.close_day + 10, ${today}::date)), case when o.partly then round(o.amount / 3, 2) else o.amount end,
        'Contractor', o.contractor_id, 1, o.id, a.id, 'Оплата клиента'
      from seed_ledger_orders o left join accounts a on o.invoiced and a.order_id = o.id
      where o.paid_day is not null or o.partly
      union all
      select close_day + 1 + h1 % 3, -pay, 'Individual', worker_id, 2, o.id, null, 'Выплата'
      from seed_ledger_orders o where pay > 0 and close_day + 1 + h1 % 3 < ${today}::date
    ) r`;
}

/** Card data for three workers in four (those without a card yet): number, month of expiry, bank. */
export function insertSeedCards(today: string) {
  return sql`update individuals set card_number = '2200 ' || lpad((h % 10000)::text, 4, '0') || ' ' ||
      lpad((h / 10000 % 10000)::text, 4, '0') || ' ' || lpad((h / 100000000 % 10000)::text, 4, '0'),
    card_active_until = (date_trunc('month', ${today}::date) + (1 + h % 48) * interval '1 month' - interval '1 day')::date,
    card_comment = (array['Сбербанк', 'Т-Банк', 'ВТБ', 'Альфа-Банк'])[1 + h % 4]
    from (select id, hashint4(id # 4242) & 2147483647 as h from individuals where card_number is null) x
    where individuals.id = x.id and x.h % 4 <> 0`;
}
