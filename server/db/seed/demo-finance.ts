import type { Kysely } from 'kysely';
import { kopecksToDecimalString as money } from '../../../core/money.ts';
import { settleDemoActs } from './demo-act-statuses.ts';
import type { DemoOrder } from './demo-orders.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows, type Row } from './seed-insert.ts';
import { addDays, type Random, ruDate } from './seed-random.ts';
import type { DB } from '../db-types.ts';

const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];

/**
 * Ledger operation codes (the catalogue is not in the spec): 1 receipt from a client,
 * 2 payout (the default of a new transaction), 3 penalty, 4 bonus.
 */
export const OPERATION = { receipt: 1, payout: 2, penalty: 3, bonus: 4 } as const;

/** One account per counted bank-transfer order; monthly acts for the three biggest such clients. */
async function seedAccountsAndActs(db: Kysely<DB>, orders: DemoOrder[], today: string) {
  const billed = orders.filter((o) => o.accNumber !== null);
  const accountIds = await insertRows(
    db,
    'accounts',
    billed.map((o) => ({
      number: o.accNumber,
      date: addDays(o.startDate, 1),
      contractor_id: o.contractor.id,
      order_id: o.id,
      order_ids: [o.id],
      amount: money(o.amount),
      payed_amount: o.paidAt ? money(o.amount) : null,
      payment_date: o.paidAt,
      company_type: o.contractor.companyType,
      send_pdf: true,
      pdf_sent_counter: 1,
    })),
  );
  await insertRows(
    db,
    'account_products',
    billed.map((o, i) => ({
      account_id: accountIds[i],
      name: `Услуги по предоставлению персонала по заказу № ${o.id} от ${ruDate(o.startDate)}`,
      unit: 'усл.',
      quantity: '1',
      price: money(o.amount),
      amount: money(o.amount),
    })),
  );
  const byContractor = new Map<number, number[]>();
  billed.forEach((o, i) => {
    byContractor.set(o.contractor.id, [...(byContractor.get(o.contractor.id) ?? []), i]);
  });
  const biggest = [...byContractor.values()].sort((a, b) => b.length - a.length).slice(0, 3);
  let actNumber = 0;
  const actIds: number[] = [];
  for (const indexes of biggest) {
    const byMonth = new Map<string, number[]>();
    for (const i of indexes) {
      const month = billed[i].startDate.slice(0, 7);
      byMonth.set(month, [...(byMonth.get(month) ?? []), i]);
    }
    for (const [month, items] of byMonth) {
      const total = items.reduce((s, i) => s + billed[i].amount, 0n);
      const payments = items.reduce((s, i) => s + (billed[i].paidAt ? billed[i].amount : 0n), 0n);
      const [year, mm] = month.split('-').map(Number);
      const [actId] = await insertRows(db, 'acts', [
        {
          number: String(++actNumber),
          date: [`${addDays(`${month}-01`, 32).slice(0, 7)}-01`, today].sort()[0],
          contractor_id: billed[items[0]].contractor.id,
          amount: money(total),
          pdf_sent_counter: payments === total ? 1 : 0,
        },
      ]);
      actIds.push(actId);
      await insertRows(
        db,
        'act_operations',
        items.map((i) => ({ act_id: actId, account_id: accountIds[i], amount: money(billed[i].amount) })),
      );
      // An act prints its own lines instead of its orders (docs/decisions.md, issue 24): the
      // first act bills the month in one line, the others print their orders.
      if (actNumber === 1)
        await insertRows(db, 'act_products', [
          {
            act_id: actId,
            name: `Услуги по предоставлению персонала за ${MONTHS[mm - 1]} ${year} г.`,
            unit: 'усл.',
            quantity: '1',
            price: money(total),
            amount: money(total),
          },
        ]);
      await db
        .updateTable('orders')
        .set({ act_id: actId })
        .where(
          'id',
          'in',
          items.map((i) => billed[i].id),
        )
        .execute();
    }
  }
  await settleDemoActs(db, actIds);
  return new Map(billed.map((o, i) => [o.id, accountIds[i]]));
}

export async function seedFinance(db: Kysely<DB>, rnd: Random, orders: DemoOrder[], users: DemoUsers, today: string) {
  const accountOf = await seedAccountsAndActs(db, orders, today);
  const rows: Row[] = [];
  const base = (payment_date: string, user_id: number) => ({
    payment_date,
    user_id,
    created_at: new Date(`${payment_date}T12:00:00Z`).toISOString(),
  });
  // What the orders' own rows say of their payments: a card payment is in the ledger once confirmed
  // (set_payment_confirmed posts it), a prepayment once paid (invoices' make_payments posts it).
  const payments = new Map(
    (
      await db
        .selectFrom('orders')
        .select(['id', 'payment_type', 'p_confirmed', 'pp_paid_at', 'pp_amount'])
        .where(
          'id',
          'in',
          orders.map((o) => o.id),
        )
        .execute()
    ).map((r) => [Number(r.id), r]),
  );
  for (const o of orders) {
    const paid = payments.get(o.id);
    if (paid?.pp_paid_at && paid.pp_amount)
      rows.push({
        ...base(String(paid.pp_paid_at), users.accountantIds[0]),
        amount: paid.pp_amount,
        owner_type: 'Contractor',
        owner_id: o.contractor.id,
        operation_id: OPERATION.receipt,
        order_id: o.id,
        comment: `Предоплата по заказу №${o.id}`,
        closed: true,
      });
    if (o.status !== 3) continue;
    for (const w of o.workers) {
      const day = addDays(o.startDate, rnd.int(0, 3));
      if (day > today) continue;
      rows.push({
        ...base(day, rnd.pick(users.accountantIds)),
        // A payout settles the earning the close wrote (+pay): in the worker's favour is positive.
        amount: money(-w.pay),
        owner_type: w.relationType === 1 ? 'Our_Individual' : 'Theirs_Individual',
        owner_id: w.individualId,
        operation_id: OPERATION.payout,
        order_id: o.id,
        comment: `Выплата за заказ № ${o.id}`,
        closed: day < addDays(today, -7),
      });
    }
    if (o.paidAt && (Number(paid?.payment_type) !== 3 || paid?.p_confirmed)) {
      rows.push({
        ...base(o.paidAt, rnd.pick(users.accountantIds)),
        amount: money(o.amount),
        owner_type: 'Contractor',
        owner_id: o.contractor.id,
        operation_id: OPERATION.receipt,
        order_id: o.id,
        account_id: accountOf.get(o.id) ?? null,
        comment: o.accNumber ? `Оплата по счёту № ${o.accNumber}` : 'Оплата наличными на объекте',
        closed: true,
      });
    }
  }
  const penalised = orders.filter((o) => o.status === 3 && o.workers.length > 0).slice(0, 4);
  for (const o of penalised) {
    const w = o.workers[0];
    rows.push({
      ...base(addDays(o.startDate, 1), users.accountantIds[1]),
      amount: '-500.00',
      owner_type: w.relationType === 1 ? 'Our_Individual' : 'Theirs_Individual',
      owner_id: w.individualId,
      operation_id: OPERATION.penalty,
      order_id: o.id,
      comment: 'Штраф: опоздание',
    });
  }
  for (const managerId of users.managerIds) {
    rows.push({
      ...base(addDays(today, -rnd.int(3, 25)), users.accountantIds[1]),
      amount: '5000.00',
      owner_type: 'User',
      owner_id: managerId,
      operation_id: OPERATION.bonus,
      comment: 'Премия по итогам месяца',
      no_order: true,
    });
  }
  rows.sort((a, b) => String(a.payment_date).localeCompare(String(b.payment_date)));
  await insertRows(db, 'transactions', rows);
}
