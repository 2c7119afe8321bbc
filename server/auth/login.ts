import { type Kysely, sql } from 'kysely';
import { verifyPassword } from './passwords.ts';
import type { DB } from '../db/db-types.ts';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;

const limit = sql.lit(MAX_FAILURES);
/** The attempt number this sign-in gets: counting starts again once a lock has run out. */
const attempt = sql`case when f.locked_until is not null and f.locked_until <= now() then 1 else f.failures + 1 end`;
const lockFromNow = sql`now() + make_interval(mins => ${sql.lit(LOCK_MINUTES)})`;

/**
 * Counts this sign-in as a failure before its password is checked, in one statement, and answers
 * its attempt number. The row lock of the upsert orders concurrent sign-ins, so 30 at once get
 * numbers 1..30 and only the first MAX_FAILURES have their password checked; the one that reaches
 * the limit sets locked_until from the database clock. While locked the number stays above the
 * limit. Unknown e-mails get a row too, so nothing tells them apart from real ones.
 */
async function reserveAttempt(db: Kysely<DB>, email: string): Promise<number> {
  const row = await sql<{ failures: number }>`
    insert into login_failures as f (email, failures, locked_until, updated_at)
    values (${email}, 1, case when 1 >= ${limit} then ${lockFromNow} end, now())
    on conflict (email) do update set
      failures = case when f.locked_until > now() then ${limit} + 1 else ${attempt} end,
      locked_until = case
        when f.locked_until > now() then f.locked_until
        when ${attempt} >= ${limit} then ${lockFromNow}
      end,
      updated_at = now()
    returning failures`.execute(db);
  return row.rows[0].failures;
}

/**
 * Checks e-mail and password with lockout: after MAX_FAILURES failures in a row the e-mail is
 * locked for LOCK_MINUTES. Unknown e-mail, wrong password, locked or fired account all give null,
 * and the caller answers them alike.
 */
export async function checkCredentials(db: Kysely<DB>, emailInput: string, password: string): Promise<number | null> {
  const email = emailInput.trim().toLowerCase();
  const allowed = (await reserveAttempt(db, email)) <= MAX_FAILURES;
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'fired'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  // The hash is always computed, so timing does not tell a locked or unknown e-mail apart.
  const passwordOk = await verifyPassword(password, user?.password_hash);
  if (!allowed || !user || !passwordOk || user.fired) return null;
  // A success ends the run of failures (its own reserved attempt included).
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
  return user.id;
}
