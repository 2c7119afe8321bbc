import { type Kysely, sql } from 'kysely';
import { kopecksToDecimalString } from '../../../core/money.ts';
import { accountStatus } from '../../../core/rules/account-status.rule.ts';
import { paymentRemains, showMakePayment } from '../../../core/rules/invoice-status.rule.ts';
import { companyTypesNames } from '../../../core/shared-meta.ts';
import type { ListAnswer } from '../../crud/list-records.ts';
import type { Row } from '../../crud/serialize.ts';
import type { DB } from '../../db/db-types.ts';

const COMPUTED = [
  'payment_remains',
  'payment_status',
  'make_payment',
  'company_type_name',
  'act_ids',
  'acts',
  'linked_order_ids',
] as const;

interface AccountFacts {
  id: number;
  amount: string;
  payed_amount: string | null;
  payment_date: string | null;
  company_type: number | null;
  linked_order_ids: number[];
  acts: { id: number; number: string | null }[];
}

/** What the computed values are made of, for these accounts in one query (not one per row). */
async function accountFacts(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, AccountFacts>> {
  const { rows } = await sql<AccountFacts>`
    select ac.id, ac.amount::text as amount, ac.payed_amount::text as payed_amount,
      to_char(ac.payment_date, 'YYYY-MM-DD') as payment_date, ac.company_type,
      array(select distinct x from unnest(array_append(ac.order_ids, ac.order_id)) x where x is not null order by x)
        as linked_order_ids,
      coalesce((select json_agg(json_build_object('id', a.id, 'number', a.number) order by a.id)
        from acts a where a.id in (select op.act_id from act_operations op where op.account_id = ac.id)), '[]')
        as acts
    from accounts ac where ac.id = any(${[...ids]}::integer[])`.execute(db);
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/**
 * Spec 02 'Account': payment_remains (amount minus payed_amount, 0 if empty), make_payment (only
 * without payment_date and payed_amount), company_type as the shared metadata names it, the acts
 * through act_operations with their numbers, and all linked order ids (order_id and order_ids);
 * plus the payment status the list filters by. Only keys a row carries are set.
 */
export async function decorateAccountRows(db: Kysely<DB>, rows: Row[]): Promise<void> {
  const wanted = rows.filter((r) => COMPUTED.some((k) => k in r));
  if (!wanted.length) return;
  const facts = await accountFacts(
    db,
    wanted.map((r) => Number(r.id)),
  );
  for (const r of wanted) {
    const a = facts.get(Number(r.id));
    if (!a) continue;
    const values: Record<(typeof COMPUTED)[number], unknown> = {
      payment_remains: kopecksToDecimalString(paymentRemains(a)),
      payment_status: accountStatus(a),
      make_payment: showMakePayment(a),
      company_type_name: a.company_type === null ? null : (companyTypesNames[Number(a.company_type)] ?? null),
      act_ids: a.acts.map((x) => Number(x.id)),
      acts: a.acts.map((x) => ({ id: Number(x.id), number: x.number })),
      linked_order_ids: a.linked_order_ids.map(Number),
    };
    for (const key of COMPUTED) if (key in r) r[key] = values[key];
  }
}

/** The act numbers the page's act_ids cells show, as meta.acts like any ref lookup (one query a page). */
export async function accountsListMeta(db: Kysely<DB>, answer: ListAnswer): Promise<Record<string, unknown>> {
  const ids = [...new Set(answer.items.flatMap((r) => (r.act_ids as number[] | null | undefined) ?? []))];
  if (!ids.length) return {};
  const acts = await db.selectFrom('acts').select(['id', 'number']).where('id', 'in', ids).orderBy('id').execute();
  return { acts: acts.map((a) => ({ id: Number(a.id), name: a.number ?? `№ ${a.id}` })) };
}
