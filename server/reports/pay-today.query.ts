import { type Kysely, sql } from 'kysely';
import type { PAY_TODAY_SORTS } from '../../core/actions/defs/ledger.actions.ts';
import type { PayTodayAnswer } from '../../core/ledger/ledger-contract.ts';
import { AppError } from '../../core/errors.ts';
import { readsWhole, visibilityTexts } from '../../core/resources/field-visibility.ts';
import { resources } from '../../core/resources/index.ts';
import type { CurrentUser } from '../../core/rules/user-permissions.rule.ts';
import { termLooksLike } from '../../core/rules/value-masks.rule.ts';
import { guarded } from '../crud/sensitive-values.ts';
import { likePattern } from '../db/like-pattern.ts';
import type { DB } from '../db/db-types.ts';

export type PayTodaySort = (typeof PAY_TODAY_SORTS)[number];

export interface PayTodayQuery {
  today: string;
  sort: PayTodaySort;
  order: 'asc' | 'desc';
  search?: string;
  /** Who asks: phone and card are theirs to read whole or masked, as the workers' list serialises them. */
  viewer: CurrentUser;
}

const { phone: phoneField, card_number: cardField } = resources.individuals.fields;

type PayTuple = [
  individual_id: number,
  name: string,
  phone: string | null,
  amount: string,
  last_payment_date: string | null,
  card_number: string | null,
  card_active_until: string | null,
  card_comment: string | null,
];

const WORKER_TYPES = sql`('Individual', 'Our_Individual', 'Theirs_Individual')`;

/**
 * Who must be paid today (docs/decisions.md «Money reports»): every worker whose balance over the
 * rows dated up to today is above zero. The kept balance (ledger_balances, 0036) minus the few
 * rows dated after today (through the payment_date index), so a payout entered ahead does not
 * hide today's debt and an earning dated tomorrow is not paid early. last_payment_date is the
 * kept last payout, looked up again only when that payout is dated after today.
 */
export async function loadPayToday(db: Kysely<DB>, q: PayTodayQuery): Promise<PayTodayAnswer> {
  // A phone search by someone who reads phones masked is refused, not run without the phone (issue 20).
  const phones = readsWhole(q.viewer, phoneField);
  if (q.search && !phones && termLooksLike.phone(q.search))
    throw new AppError('forbidden', visibilityTexts.search(phoneField.label));
  const digits = phones ? (q.search?.replace(/\D/g, '') ?? '') : '';
  const direction = sql.raw(q.order);
  const { rows } = await sql<{ items: PayTuple[]; total_amount: string }>`with future as (
      select owner_id, sum(amount) as amount from transactions
      where payment_date > ${q.today}::date and owner_type in ${WORKER_TYPES}
      group by owner_id),
    -- Two branches, not one OR: the owed end of the balance index, then the few with future rows.
    owed as (
      select b.owner_id, b.balance - coalesce(f.amount, 0) as amount, b.last_payout_date
      from ledger_balances b
      left join future f on f.owner_id = b.owner_id
      where b.owner_class = 'Individual' and b.balance > 0
      union all
      select b.owner_id, b.balance - f.amount, b.last_payout_date
      from future f
      join ledger_balances b on b.owner_class = 'Individual' and b.owner_id = f.owner_id
      where b.balance <= 0),
    listed as (
      select i.id as individual_id, i.name, i.phone, o.amount,
        case when o.last_payout_date > ${q.today}::date then (
          select max(t.payment_date) from transactions t
          where t.owner_type in ${WORKER_TYPES} and t.owner_id = o.owner_id and t.operation_id = 2
            and t.reversal_of_id is null and t.payment_date <= ${q.today}::date)
          else o.last_payout_date end as last_payment_date,
        i.card_number, i.card_active_until, i.card_comment
      from owed o
      join individuals i on i.id = o.owner_id
      where o.amount > 0
        ${
          q.search
            ? sql`and (i.name ilike ${likePattern(q.search)}
                ${digits ? sql`or regexp_replace(coalesce(i.phone, ''), '\\D', '', 'g') like ${likePattern(digits)}` : sql``})`
            : sql``
        })
    -- One JSON document, not a row per worker: decoding thousands of rows one by one cost PGlite
    -- more than the query (as for the schedules, docs/decisions.md).
    select coalesce(json_agg(json_build_array(individual_id, name, phone, amount::numeric(16,2)::text,
        last_payment_date::text, card_number, card_active_until::text, card_comment)
        order by ${sql.ref(`listed.${q.sort}`)} ${direction} nulls last, listed.individual_id ${direction}), '[]'::json) as items,
      coalesce(sum(amount), 0)::numeric(16,2)::text as total_amount
    from listed`.execute(db);
  const { items, total_amount } = rows[0];
  return {
    items: items.map(
      ([individual_id, name, phone, amount, last_payment_date, card_number, card_active_until, card_comment]) => ({
        individual_id: Number(individual_id),
        name,
        phone: guarded(phoneField, phone),
        amount,
        last_payment_date,
        card_number: guarded(cardField, card_number),
        card_active_until,
        card_comment,
        card_masked: !readsWhole(q.viewer, cardField),
      }),
    ),
    meta: { total: items.length },
    totals: { amount: total_amount, count: items.length },
  };
}
