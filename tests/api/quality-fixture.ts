import { moscowDate } from '../../core/rules/schedule.rule.ts';
import type { Insertable } from 'kysely';
import type { DB } from '../../server/db/db-types.ts';
import type { Credentials, TestApp } from './test-app.ts';

/** A user of a new group holding exactly these flags (and in `group_id`'s place, none: a plain group). */
export async function userWith(
  t: TestApp,
  admin: Credentials,
  permissions: Record<string, boolean>,
): Promise<Credentials> {
  const group = await t.api('POST', '/api/user_groups', admin, {
    user_group: { name: `Группа ${Math.random()}`, permissions },
  });
  if (group.statusCode !== 201) throw new Error(group.body);
  const email = `q-${group.json().id}@crm.local`;
  const user = await t.api('POST', '/api/users', admin, {
    user: {
      email,
      name: 'Проверка',
      user_group_id: group.json().id,
      password: 'quality-pass-1',
      password_confirmation: 'quality-pass-1',
    },
  });
  if (user.statusCode !== 201) throw new Error(user.body);
  return t.loginAs(email, 'quality-pass-1');
}

/** The first day of the month `back` months before this one (Moscow), as year, month and yyyy-MM-dd of day `day`. */
export function monthBack(back: number) {
  const today = moscowDate();
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1));
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const day = (n: number) => `${year}-${String(month).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
  return { year, month, day };
}

/** An order written straight into the table, with the stored money statistics read. */
export async function insertOrder(t: TestApp, values: Insertable<DB['orders']>): Promise<number> {
  const row = await t.db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertContractor(t: TestApp, name: string, fromAds: boolean): Promise<number> {
  const row = await t.db
    .insertInto('contractors')
    .values({ name, from_ads: fromAds })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertWorker(t: TestApp, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const row = await t.db
    .insertInto('individuals')
    .values({ name, status: 2, ...extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
