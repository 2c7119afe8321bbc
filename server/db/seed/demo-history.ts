import type { Kysely } from 'kysely';
import { kopecksToDecimalString } from '../../../core/money.ts';
import { settleOrder } from '../../domain/orders/order-settle.ts';
import type { DemoContractor } from './demo-contractors.ts';
import type { DemoIndividual } from './demo-individuals.ts';
import { candidatesFor, pickLines } from './demo-order-plan.ts';
import { ADDRESS_INFOS } from './demo-people.data.ts';
import type { ReferenceIds } from './demo-reference.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows, type Row } from './seed-insert.ts';
import { addDays, moscowTime, type Random } from './seed-random.ts';
import type { DB } from '../db-types.ts';

/** Counted orders before the demo's 60 days: five more months, about one a day. */
export const HISTORY_ORDERS = 180;
const FIRST_DAY = -215;
const LAST_DAY = -61;

export interface HistoryContext {
  ref: ReferenceIds;
  users: DemoUsers;
  contractors: DemoContractor[];
  people: DemoIndividual[];
  today: string;
}

/** A client mark as clients give them: mostly fives. */
const mark = (rnd: Random) =>
  rnd.weighted([
    [5, 10],
    [4, 5],
    [3, 2],
    [2, 1],
  ] as const);

/**
 * Issue 21 item 7 'several months of closed orders' for the month, client and quality statistics:
 * counted cash orders of the five months before the demo's window, staffed, some rated by the client
 * and by the dispatcher, settled through settleOrder (money and ledger as any close writes them),
 * each paid on its day and its workers paid out, so debts and balances stay as they were.
 */
export async function seedHistory(db: Kysely<DB>, rnd: Random, ctx: HistoryContext): Promise<number[]> {
  const cash = ctx.contractors.filter((c) => c.paymentType === 1);
  const clients = cash.length >= 3 ? cash : ctx.contractors;
  const busy = new Map<string, Set<number>>();
  // Spec 01 §5: an order's workers share the fix_pay of the first chosen one.
  const fixPay = new Set(
    (await db.selectFrom('individuals').select('id').where('fix_pay', '=', true).execute()).map((r) => Number(r.id)),
  );
  const orders: Row[] = [];
  const staff: Row[][] = [];
  const lines: Row[][] = [];
  for (let i = 0; i < HISTORY_ORDERS; i++) {
    const day = addDays(ctx.today, FIRST_DAY + Math.floor((i * (LAST_DAY - FIRST_DAY + 1)) / HISTORY_ORDERS));
    const contractor = rnd.weighted(clients.map((c) => [c, c.weight] as const));
    const street = rnd.pick(ctx.ref.streets);
    const picked = pickLines(rnd, contractor.prices);
    const pure = String(rnd.int(8, 18) / 2);
    const rating = rnd.chance(0.55) ? mark(rnd) : null;
    const taken = busy.get(day) ?? new Set<number>();
    busy.set(day, taken);
    let payKind: boolean | null = null;
    const workers = picked.flatMap((line) => {
      const candidates = candidatesFor(ctx.people, line.work_type_id);
      return Array.from({ length: line.workers_amount }, (_, k) => {
        const pool = candidates.filter((p) => !taken.has(p.id) && (payKind === null || fixPay.has(p.id) === payKind));
        const person = pool.length ? pool[rnd.int(0, pool.length - 1)] : undefined;
        if (person) {
          taken.add(person.id);
          payKind ??= fixPay.has(person.id);
        }
        return {
          individual_id: person?.id ?? null,
          work_type_id: line.work_type_id,
          instrument_type_id: line.instrument_type_id,
          instrument_types_amount: k === 0 ? line.instrument_types_amount : 0,
          workers_amount: 1,
          pure_time: pure,
          rate_client1: line.rate_client1,
          rate_client2: line.rate_client2,
          rate_individual1: line.rate_individual1,
          rate_individual2: line.rate_individual2,
          rating: person && rnd.chance(0.4) ? mark(rnd) : null,
          penalty_id: person && rnd.chance(0.03) ? rnd.pick(ctx.ref.penaltyIds) : null,
          takes_money: false,
          confirmed: person !== undefined,
        };
      });
    });
    const placed = workers.filter((w) => w.individual_id !== null);
    // Only staffed places are kept: a counted order's every row names its worker.
    staff.push(placed);
    lines.push(picked.map((l) => ({ ...l })));
    const innocent = rating !== null && rating < 4 ? placed.slice(1).map((w) => w.individual_id) : [];
    orders.push({
      status: 3,
      start_date: day,
      start_time: `${String(rnd.int(7, 17)).padStart(2, '0')}:00`,
      approx_work_time: pure,
      contractor_id: contractor.id,
      client_id: rnd.pick(contractor.contactIds),
      contact_id: contractor.contactIds[0],
      doc_contact_id: contractor.docContactId,
      user_id: contractor.managerId,
      user2_id: rnd.pick(ctx.users.managerIds),
      user3_id: rnd.pick(ctx.users.logistIds),
      payment_type: 1,
      street_id: street.id,
      address_info: rnd.pick(ADDRESS_INFOS),
      metro_station_ids: street.metroIds.slice(0, 2),
      visible_to_workers: true,
      make_transactions: true,
      reviewed: true,
      pure_time: pure,
      trip_time: '0',
      p_sent_at: day,
      p_paid_at: day,
      rating,
      rating_form: rating === null ? null : rnd.pick([1, 1, 2, 3]),
      rating_received_from_client: rating !== null,
      rating_comment: rating === null ? null : rating >= 4 ? 'Всё хорошо' : 'Были замечания к бригаде',
      innocent_individual_ids: innocent,
      all_innocent: innocent.length > 0 && innocent.length === placed.length,
      rating_set_at: rating === null ? null : moscowTime(addDays(day, 1), '11:00'),
      created_at: moscowTime(addDays(day, -2), '12:00'),
      updated_at: moscowTime(day, '21:00'),
    });
  }
  const ids = await insertRows(db, 'orders', orders);
  await insertRows(
    db,
    'order_prices',
    lines.flatMap((rows, i) => rows.map((l) => ({ order_id: ids[i], ...l }))),
  );
  await insertRows(
    db,
    'order_individuals',
    staff.flatMap((rows, i) => rows.map((w) => ({ order_id: ids[i], ...w }))),
  );
  await settleHistory(db, rnd, ids, orders, ctx.users);
  return ids;
}

/** Money and ledger through settleOrder, then the client's cash on the day and each worker's payout. */
async function settleHistory(db: Kysely<DB>, rnd: Random, ids: number[], orders: Row[], users: DemoUsers) {
  const ledger: Row[] = [];
  for (const [i, id] of ids.entries()) {
    const day = String(orders[i].start_date);
    const state = await settleOrder(db, id, { userId: users.accountantIds[0], date: day });
    const revenue = kopecksToDecimalString(state.totals.final_revenue);
    await db
      .updateTable('orders')
      .set({ p_amount: revenue, updated_at: orders[i].updated_at as string })
      .where('id', '=', id)
      .execute();
    const at = (d: string) => ({ payment_date: d, created_at: new Date(`${d}T12:00:00Z`).toISOString() });
    ledger.push({
      ...at(day),
      user_id: rnd.pick(users.accountantIds),
      amount: revenue,
      owner_type: 'Contractor',
      owner_id: orders[i].contractor_id,
      operation_id: 1,
      order_id: id,
      comment: 'Оплата наличными на объекте',
      closed: true,
    });
    const earned = await db
      .selectFrom('transactions')
      .select(['owner_type', 'owner_id', (eb) => eb.fn.sum<string>('amount').as('amount')])
      .where('order_id', '=', id)
      .where('operation_id', '=', 5)
      .groupBy(['owner_type', 'owner_id'])
      .execute();
    for (const e of earned)
      ledger.push({
        ...at(addDays(day, rnd.int(0, 3))),
        user_id: rnd.pick(users.accountantIds),
        amount: `-${e.amount}`,
        owner_type: e.owner_type,
        owner_id: e.owner_id,
        operation_id: 2,
        order_id: id,
        comment: `Выплата за заказ № ${id}`,
        closed: true,
      });
  }
  ledger.sort((a, b) => String(a.payment_date).localeCompare(String(b.payment_date)));
  await insertRows(db, 'transactions', ledger);
}
