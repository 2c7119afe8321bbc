import { expect } from 'vitest';
import type { Credentials, TestApp } from './test-app.ts';

export interface WorkerSeed {
  name: string;
  phone?: string;
  birth_date?: string;
  passport_series?: string;
  passport_number?: string;
  passport_issue?: string;
  registration?: string;
}

export const defaultWorkers: WorkerSeed[] = [
  {
    name: 'Грузчиков Иван Петрович',
    phone: '79261445956',
    birth_date: '1990-04-12',
    passport_series: '4510',
    passport_number: '123456',
    passport_issue: 'ОВД Тверского района',
    registration: 'г. Москва, ул. Лесная, д. 5',
  },
  { name: 'Носильщиков Пётр Ильич', phone: '79035550011', birth_date: '1985-01-30', registration: 'г. Химки' },
];

/**
 * A contractor with one contact, workers, and an order of theirs conducted once (status 2, places
 * made from the price line) with those workers on its places: the state the card's extras act on. Setup rows go in through SQL; the
 * order goes through the API so that its save rules and history run as in the console.
 */
export async function orderWithWorkers(
  t: TestApp,
  as: Credentials,
  options: {
    email?: string | null;
    outsource?: boolean;
    order?: Record<string, unknown>;
    workers?: WorkerSeed[];
  } = {},
) {
  const contractor = await t.db
    .insertInto('contractors')
    .values({ name: `ООО «Склад ${Math.random().toString(36).slice(2, 7)}»`, outsource: options.outsource ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contact = await t.db
    .insertInto('contractor_contacts')
    .values({
      contractor_id: contractor.id,
      name: 'Анна Кладовщикова',
      email: options.email === undefined ? 'sklad@client.example' : options.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const workers = await t.db
    .insertInto('individuals')
    .values(options.workers ?? defaultWorkers)
    .returning(['id', 'name'])
    .execute();
  const created = await t.api('POST', '/api/orders', as, {
    order: {
      start_date: '25.12.2026',
      start_time: '09:00',
      contractor_id: contractor.id,
      contact_id: contact.id,
      address_info: 'Складская ул., 7',
      order_prices: [
        { work_type_id: 48, workers_amount: workers.length, rate_client1: '650', rate_individual1: '400' },
      ],
      ...options.order,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const conducted = await t.api('PUT', `/api/orders/${id}`, as, { order: { next_status: 1 } });
  expect(conducted.statusCode, conducted.body).toBe(200);
  const places = conducted.json().order_individuals as { id: number }[];
  const assigned = await t.api('PUT', `/api/orders/${id}`, as, {
    order: { order_individuals: places.map((p, i) => ({ id: p.id, individual_id: workers[i].id })) },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { id, contractorId: contractor.id, contactId: contact.id, workers, order: assigned.json() };
}
