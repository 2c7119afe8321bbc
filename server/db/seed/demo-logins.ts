import type { Kysely } from 'kysely';
import { DEMO_PASSWORD, type DemoLogin, LOGIN_USERS } from './demo-users.ts';
import type { DB } from '../db-types.ts';

/**
 * The demo sign-ins still present in a database seeded earlier, so every `npm start` (not only the
 * first) can print how to sign in as each role. A demo user who was fired or removed is left out; the
 * password printed is the seed's, which an office that changed it will know.
 */
export async function demoLoginsIn(db: Kysely<DB>): Promise<DemoLogin[]> {
  const rows: { email: string; name: string; group: string | null }[] = await db
    .selectFrom('users')
    .leftJoin('user_groups', 'user_groups.id', 'users.user_group_id')
    .select(['users.email', 'users.name', 'user_groups.name as group'])
    .where(
      'users.email',
      'in',
      LOGIN_USERS.map((u) => u.email),
    )
    .where('users.fired', '=', false)
    .execute();
  const order = (email: string) => LOGIN_USERS.findIndex((u) => u.email === email);
  return rows
    .sort((a, b) => order(a.email) - order(b.email))
    .map((r) => ({ email: r.email, password: DEMO_PASSWORD, name: r.name, group: r.group ?? '—' }));
}
