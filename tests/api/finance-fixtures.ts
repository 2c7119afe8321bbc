import { sql } from 'kysely';
import { expect } from 'vitest';
import { contractorWithoutPrices, orderApi, pickWorkers } from './orders-fixtures.ts';
import type { Credentials, TestApp } from './test-app.ts';

/** Accounts, acts and counted orders through the API, for the finance tests (issue 12 items 1-3). */
export async function financeFixture(t: TestApp, as: () => Credentials) {
  const o = orderApi(t, as);
  const workers = await pickWorkers(t);
  const contractorA = await contractorWithoutPrices(t);
  const created = await t.api('POST', '/api/contractors', as(), { contractor: { name: 'ООО Второй клиент актов' } });
  expect(created.statusCode, created.body).toBe(201);
  const contractorB: number = created.json().id;

  /** A counted order (status 3) of two loaders at `rate` an hour for the 4-hour minimum: revenue 8 × rate. */
  async function countedOrder(contractorId: number, rate = '500') {
    const order = await o.create({
      start_date: '2027-03-01',
      contractor_id: contractorId,
      order_prices: [{ work_type_id: 48, workers_amount: 2, rate_client1: rate, rate_individual1: '300' }],
    });
    const formed = await o.save(order.id, { next_status: 1 });
    const [a, b] = formed.order_individuals.map((w: { id: number }) => w.id);
    await o.save(order.id, {
      order_individuals: [
        { id: a, individual_id: workers.own[3] },
        { id: b, individual_id: workers.own[4] },
      ],
    });
    const res = await t.api('PUT', `/api/orders/${order.id}/close`, as());
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; final_revenue: string; order_individuals: { id: number }[] };
  }

  /**
   * An account; a payment state given here (payed_amount, payment_date) is stored in SQL after the
   * create: only «Проставить оплату счетов» writes them through the API (issue 20 item 2), and it pays
   * whole accounts, while these tests read the figures of part-paid ones.
   */
  async function account(values: Record<string, unknown>) {
    const { payed_amount, payment_date, ...rest } = values;
    const res = await t.api('POST', '/api/accounts', as(), { account: { date: '2027-03-02', ...rest } });
    expect(res.statusCode, res.body).toBe(201);
    if (payed_amount === undefined && payment_date === undefined) return res.json();
    const id = res.json().id as number;
    await t.db
      .updateTable('accounts')
      .set({
        payed_amount: (payed_amount as string | undefined) ?? null,
        payment_date: (payment_date as string | undefined) ?? null,
      })
      .where('id', '=', id)
      .execute();
    return (await t.api('GET', `/api/accounts/${id}`, as())).json();
  }

  const putAct = (id: number, act: Record<string, unknown>) => t.api('PUT', `/api/acts/${id}`, as(), { act });
  async function act(values: Record<string, unknown>) {
    const res = await t.api('POST', '/api/acts', as(), { act: { date: '2027-03-03', ...values } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const getAct = async (id: number) => (await t.api('GET', `/api/acts/${id}`, as())).json();

  /** The stored act columns, read in SQL (numeric as text, never floats). */
  async function storedAct(id: number) {
    const { rows } = await sql<Record<string, string | number>>`
      select amount_orders::text, amount_accounts::text, amount_payments::text, status
      from acts where id = ${id}`.execute(t.db);
    return rows[0];
  }

  return { o, contractorA, contractorB, countedOrder, account, act, putAct, getAct, storedAct };
}
