import { type Kysely, sql } from 'kysely';
import type { FileStorage } from '../../files/file-storage.ts';
import { seedActivity } from './demo-activity.ts';
import { seedMailings } from './demo-mailings.ts';
import { seedCalc } from './demo-calc.ts';
import { seedContractors } from './demo-contractors.ts';
import { seedDocuments } from './demo-documents.ts';
import { seedFinance } from './demo-finance.ts';
import { seedIndividuals } from './demo-individuals.ts';
import { seedOrderNotes } from './demo-order-notes.ts';
import { seedOrders } from './demo-orders.ts';
import { seedQuality } from './demo-quality.ts';
import { seedReference } from './demo-reference.ts';
import { seedRequisites } from './demo-requisites.ts';
import { type DemoLogin, seedUsers } from './demo-users.ts';
import { createRandom } from './seed-random.ts';
import type { DB } from '../db-types.ts';

export type { DemoLogin } from './demo-users.ts';

export interface DemoSeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** 'yyyy-MM-dd' the demo is built around (orders from 60 days before to 14 days after); default today in Moscow. */
  today?: string;
  /** Where the demo scans' files go (DATA_DIR/files); without it the scans have rows only. */
  fileStorage?: FileStorage;
}

export const DEMO_SEED = 20240607;

export class SeedRefusedError extends Error {
  override readonly name = 'SeedRefusedError';
}

/** Today's date in Moscow, where the company works. */
export function moscowToday(now = new Date()): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Fills an empty, migrated database with a demo company: staff and their groups, reference lists,
 * clients, workers, two and a half months of orders, and their money. The same seed gives the same
 * rows (dates are relative to `today`). Refuses a database that already has users or orders, so it
 * never mixes demo rows into real data. Runs on `db` as given: a transaction or a plain handle.
 */
export async function seedDemo(db: Kysely<DB>, opts: DemoSeedOptions): Promise<DemoLogin[]> {
  const { rows } = await sql<{ users: number; orders: number }>`
    select (select count(*) from users)::int as users, (select count(*) from orders)::int as orders`.execute(db);
  if (rows[0].users > 0 || rows[0].orders > 0) {
    throw new SeedRefusedError(
      `Демо-данные создаются только в пустой базе, а в этой уже есть пользователи (${rows[0].users}) или заказы (${rows[0].orders}).`,
    );
  }
  const today = opts.today ?? moscowToday();
  const rnd = createRandom(DEMO_SEED);
  const users = await seedUsers(db, opts);
  const ref = await seedReference(db);
  const contractors = await seedContractors(db, rnd, ref, users, today);
  await seedRequisites(db);
  const people = await seedIndividuals(db, rnd, ref, users, today);
  const orders = await seedOrders(db, rnd, { ref, users, contractors, people, today });
  await seedFinance(db, rnd, orders, users, today);
  await seedActivity(db, rnd, { ref, users, contractors, people, orders, today });
  await seedMailings(db, users, contractors, today);
  // A stream of its own, so the notes do not shift what the other demo parts draw.
  await seedOrderNotes(db, createRandom(DEMO_SEED + 1), orders, users);
  await seedCalc(db);
  await seedDocuments(db, users, today, opts.fileStorage);
  // Issue 21: history, refusals, suit checks, ads and the quality ratings, on a stream of their own.
  await seedQuality(db, createRandom(DEMO_SEED + 21), { ref, users, contractors, people, orders, today });
  return users.logins;
}
