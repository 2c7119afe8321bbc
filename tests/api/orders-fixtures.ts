import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Credentials, TestApp } from './test-app.ts';

/** Demo workers the order tests assign: hourly own and third-party ones, and one on fixed pay. */
export async function pickWorkers(t: TestApp) {
  const { rows } = await sql<{ id: number; relation_type_id: number; fix_pay: boolean }>`
    select id, relation_type_id, fix_pay from individuals where not fired order by id`.execute(t.db);
  const hourly = rows.filter((r) => !r.fix_pay);
  return {
    own: hourly.filter((r) => r.relation_type_id === 1).map((r) => r.id),
    theirs: hourly.filter((r) => r.relation_type_id === 2).map((r) => r.id),
    fixed: rows.filter((r) => r.fix_pay).map((r) => r.id),
  };
}

export async function contractorWithoutPrices(t: TestApp): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    select id from contractors c where not exists (select 1 from contractor_prices p where p.contractor_id = c.id)
    order by id limit 1`.execute(t.db);
  if (rows[0]) return rows[0].id;
  const created = await sql<{
    id: number;
  }>`insert into contractors (name) values ('ООО Тестовый клиент') returning id`.execute(t.db);
  return created.rows[0].id;
}

export function orderApi(t: TestApp, as: () => Credentials) {
  const create = async (order: Record<string, unknown>) => {
    const res = await t.api('POST', '/api/orders', as(), { order });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const put = (id: number, order: Record<string, unknown>, who = as()) =>
    t.api('PUT', `/api/orders/${id}`, who, { order });
  const save = async (id: number, order: Record<string, unknown>) => {
    const res = await put(id, order);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const get = async (id: number) => (await t.api('GET', `/api/orders/${id}`, as())).json();
  return { create, put, save, get };
}

/** Sum of the order's ledger rows per operation, summed in SQL (numeric, never floats). */
export async function ledgerOf(t: TestApp, orderId: number) {
  const { rows } = await sql<{ operation_id: number; owner_type: string; owner_id: number; amount: string; n: number }>`
    select operation_id, owner_type, owner_id, sum(amount)::text as amount, count(*)::int as n
    from transactions where order_id = ${orderId} group by 1, 2, 3 order by 1, 2, 3`.execute(t.db);
  return rows;
}

export async function ledgerRowCount(t: TestApp, orderId: number): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from transactions where order_id = ${orderId}`.execute(t.db);
  return rows[0].n;
}
