import type { Kysely } from 'kysely';
import { kopecksToDecimalString, mulMoney } from '../../../core/money.ts';
import { settleOrder } from '../../domain/orders/order-settle.ts';
import { orderMoney } from '../../../core/rules/order-cost.rule.ts';
import { billedWorkHours } from '../../../core/rules/work-time.rule.ts';
import type { DemoContractor } from './demo-contractors.ts';
import type { DemoIndividual } from './demo-individuals.ts';
import { candidatesFor, type OrderLine, pickLines, planOrder } from './demo-order-plan.ts';
import { ADDRESS_INFOS, ORDER_COMMENTS } from './demo-people.data.ts';
import type { DemoStreet, ReferenceIds } from './demo-reference.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows, type Row } from './seed-insert.ts';
import { addDays, moscowTime, type Random } from './seed-random.ts';
import type { DB } from '../db-types.ts';

export interface DemoOrder {
  id: number;
  status: number;
  startDate: string;
  contractor: DemoContractor;
  street: DemoStreet;
  /** Final amount (kopecks), set once counted. */
  amount: bigint;
  paidAt: string | null;
  accNumber: string | null;
  workers: { individualId: number; relationType: number; pay: bigint }[];
}

export const ORDER_COUNT = 200;
const FAR = new Set(['ЗелАО', 'НАО', 'ТАО']);

export interface OrderContext {
  ref: ReferenceIds;
  users: DemoUsers;
  contractors: DemoContractor[];
  people: DemoIndividual[];
  today: string;
}

export async function seedOrders(db: Kysely<DB>, rnd: Random, ctx: OrderContext): Promise<DemoOrder[]> {
  const { users, contractors, people, today } = ctx;
  const busy = new Map<string, Set<number>>();
  const orders: DemoOrder[] = [];
  const orderRows: Row[] = [];
  const linesOf: OrderLine[][] = [];
  const staffOf: Row[][] = [];
  let accCounter = 1000;
  // Spec 01 §5: an order's workers share the fix_pay of the first chosen one.
  const fixPay = new Set(
    (await db.selectFrom('individuals').select('id').where('fix_pay', '=', true).execute()).map((r) => Number(r.id)),
  );
  for (let i = 0; i < ORDER_COUNT; i++) {
    const offset = -60 + Math.floor((i * 75) / ORDER_COUNT) + rnd.int(0, 1);
    const startDate = addDays(today, offset);
    const plan = planOrder(rnd, offset);
    const contractor = rnd.weighted(contractors.map((c) => [c, c.weight] as const));
    const street = rnd.pick(ctx.ref.streets);
    const lines = pickLines(rnd, contractor.prices);
    const counted = plan.status === 3;
    const pure = counted ? rnd.int(6, 18) / 2 : null;
    const trip = counted ? rnd.pick([0, 0, 0.5, 1]) : null;
    const hours = billedWorkHours({ pure_time: pure ?? rnd.int(4, 8), trip_time: trip });
    const money = orderMoney(lines, hours);
    const hasDiscount = rnd.chance(0.85);
    const discount = rnd.pick(hasDiscount ? [0, 0, 0, 5, 10] : [5, 10]);
    const amount = mulMoney(money.revenue, (100 + (hasDiscount ? -discount : discount)) / 100);
    const paymentType = contractor.paymentType;
    // Cash is taken on the day; other kinds are paid some days later, and not every client has paid yet.
    const payDay = addDays(startDate, paymentType === 1 ? 0 : rnd.int(1, 10));
    const paid = counted && payDay <= today && (paymentType === 1 || rnd.chance(0.8));
    const paidAt = paid ? payDay : null;
    const accNumber = counted && paymentType === 2 ? String(++accCounter) : null;
    const prepayment = contractor.name.startsWith('ИП ') && plan.status >= 1;
    const staffed = plan.status >= 2 && plan.fill !== 'none';
    const createdAt = moscowTime(
      addDays(startDate, -rnd.int(1, 6) - (offset > 0 ? 0 : 1)),
      `${rnd.int(9, 19)}:${rnd.pick(['05', '20', '41', '55'])}`,
    );
    const passes = rnd.chance(0.15);
    orderRows.push({
      status: plan.status,
      start_date: startDate,
      start_time: `${String(rnd.int(7, 19)).padStart(2, '0')}:${rnd.pick(['00', '30'])}`,
      approx_work_time: String(rnd.int(4, 10)),
      contractor_id: contractor.id,
      client_id: rnd.pick(contractor.contactIds),
      contact_id: contractor.contactIds[0],
      doc_contact_id: contractor.docContactId,
      user_id: contractor.managerId,
      user2_id: rnd.pick(users.managerIds),
      user3_id: plan.status >= 2 ? rnd.pick(users.logistIds) : null,
      payment_type: paymentType,
      street_id: street.id,
      address_info: rnd.pick(ADDRESS_INFOS),
      metro_station_ids: street.metroIds.slice(0, 2),
      comment: rnd.pick(ORDER_COMMENTS) || null,
      prepayment,
      prepayment_condition_id: prepayment ? ctx.ref.prepaymentConditionIds[2] : null,
      has_discount: hasDiscount,
      discount: String(discount),
      has_discount_form1: hasDiscount,
      discount_form1: String(discount),
      visible_to_workers: plan.status === 3 || (plan.status === 2 && plan.fill !== 'prelim' && plan.fill !== 'none'),
      make_transactions: plan.status >= 2,
      reviewed: plan.reviewed,
      onetimer: contractor.weight === 1 && rnd.chance(0.5),
      passes,
      pass_date: passes ? addDays(startDate, -1) : null,
      pass_time: passes ? '16:00' : null,
      pass_data: passes && staffed ? 'Список работников передан в службу безопасности' : null,
      pass_sent: passes && staffed,
      pass_sent_at: passes && staffed ? moscowTime(addDays(startDate, -1), '15:30') : null,
      electric_train: FAR.has(street.district),
      minibus: FAR.has(street.district) && rnd.chance(0.5),
      pure_time: pure === null ? null : String(pure),
      trip_time: trip === null ? null : String(trip),
      p_amount: counted ? kopecksToDecimalString(amount) : null,
      p_acc_number: accNumber,
      p_sent_at: plan.status >= 2 ? startDate : null,
      p_paid_at: paidAt,
      p_confirmed: paid && paymentType === 3 && rnd.chance(0.7),
      pp_amount: prepayment ? kopecksToDecimalString(money.revenue / 2n) : null,
      pp_sent_at: prepayment ? createdAt.slice(0, 10) : null,
      // Never later than today: a prepayment is in the ledger on the day it was paid.
      pp_paid_at: prepayment && plan.status >= 2 ? [addDays(createdAt.slice(0, 10), 1), today].sort()[0] : null,
      not_paid_amount: counted && !paid ? kopecksToDecimalString(amount) : null,
      invoice_status: counted && paymentType === 2 ? (paid ? 3 : rnd.chance(0.15) ? 1 : 2) : null,
      client_canceled_at: plan.canceled ? moscowTime(addDays(startDate, -1), '18:10') : null,
      brigadier_closed_at: counted && rnd.chance(0.5) ? moscowTime(startDate, '21:00') : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    linesOf.push(lines);
    const workers: DemoOrder['workers'] = [];
    const taken = busy.get(startDate) ?? new Set<number>();
    busy.set(startDate, taken);
    let payKind: boolean | null = null;
    staffOf.push(
      plan.status < 2
        ? []
        : lines.flatMap((line) => {
            const pool = candidatesFor(people, line.work_type_id).filter((p) => !taken.has(p.id));
            return Array.from({ length: line.workers_amount }, (_, k) => {
              const filled =
                plan.fill === 'prelim' || plan.fill === 'confirmed' || (plan.fill === 'partial' && rnd.chance(0.6));
              const found = filled ? pool.findIndex((p) => payKind === null || fixPay.has(p.id) === payKind) : -1;
              const person = found >= 0 ? pool.splice(found, 1)[0] : undefined;
              if (person) {
                taken.add(person.id);
                payKind ??= fixPay.has(person.id);
                const pay = orderMoney([{ ...line, workers_amount: 1, rate_client1: 0, rate_client2: 0 }], hours).cost;
                workers.push({ individualId: person.id, relationType: person.relationType, pay });
              }
              return {
                individual_id: person?.id ?? null,
                work_type_id: line.work_type_id,
                instrument_type_id: line.instrument_type_id,
                instrument_types_amount: k === 0 ? line.instrument_types_amount : 0,
                workers_amount: 1,
                pure_time: pure === null ? null : String(pure),
                rate_client1: line.rate_client1,
                rate_client2: line.rate_client2,
                rate_individual1: line.rate_individual1,
                rate_individual2: line.rate_individual2,
                rating:
                  counted && person && rnd.chance(0.6)
                    ? rnd.weighted([
                        [5, 6],
                        [4, 3],
                        [3, 1],
                      ] as const)
                    : null,
                penalty_id: counted && person && rnd.chance(0.03) ? rnd.pick(ctx.ref.penaltyIds) : null,
                takes_money: paymentType === 1 && k === 0 && line === lines[0] && person !== undefined,
                confirmed: person !== undefined && (plan.fill === 'confirmed' || plan.status === 3),
              };
            });
          }),
    );
    orders.push({ id: 0, status: plan.status, startDate, contractor, street, amount, paidAt, accNumber, workers });
  }
  const ids = await insertRows(db, 'orders', orderRows);
  ids.forEach((id, i) => {
    orders[i].id = id;
  });
  await insertRows(
    db,
    'order_prices',
    linesOf.flatMap((lines, i) => lines.map((l) => ({ order_id: ids[i], ...l }))),
  );
  await insertRows(
    db,
    'order_individuals',
    staffOf.flatMap((rows, i) => rows.map((r) => ({ order_id: ids[i], ...r }))),
  );
  await settleDemoOrders(db, orders, users);
  const moves = orders.filter(() => rnd.chance(0.12));
  await insertRows(
    db,
    'additional_order_addresses',
    moves.map((o) => {
      const street = rnd.pick(ctx.ref.streets);
      return {
        order_id: o.id,
        street_id: street.id,
        address_info: rnd.pick(ADDRESS_INFOS),
        metro_station_ids: street.metroIds.slice(0, 1),
      };
    }),
  );
  return orders;
}

/**
 * Money, ledger and displayed status through the code every save, close and restore uses: a counted
 * order gets its ledger rows dated its work day, written by the first accountant, and its invoice
 * amount is its final revenue.
 */
async function settleDemoOrders(db: Kysely<DB>, orders: DemoOrder[], users: DemoUsers) {
  for (const o of orders) {
    const state = await settleOrder(db, o.id, { userId: users.accountantIds[0], date: o.startDate });
    if (o.status !== 3) continue;
    o.amount = state.totals.final_revenue;
    const amount = kopecksToDecimalString(o.amount);
    await db
      .updateTable('orders')
      .set({ p_amount: amount, not_paid_amount: o.paidAt ? null : amount })
      .where('id', '=', o.id)
      .execute();
  }
}
