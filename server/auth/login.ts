import type { Kysely } from 'kysely';
import { verifyPassword } from './passwords.ts';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;

/**
 * Checks e-mail and password with lockout: after MAX_FAILURES failures in a row the e-mail is
 * locked for LOCK_MINUTES. Unknown e-mail, wrong password, locked or fired account all give null,
 * and the caller answers them alike.
 */
export async function checkCredentials(db: Kysely<any>, emailInput: string, password: string): Promise<number | null> {
  const email = emailInput.trim().toLowerCase();
  const now = new Date();
  const failures = await db.selectFrom('login_failures').selectAll().where('email', '=', email).executeTakeFirst();
  const locked = failures?.locked_until && Date.parse(failures.locked_until) > now.getTime();
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'fired'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  // The hash is always computed, so timing does not tell a locked or unknown e-mail apart.
  const passwordOk = await verifyPassword(password, user?.password_hash);
  if (user && passwordOk && !locked && !user.fired) {
    await db.deleteFrom('login_failures').where('email', '=', email).execute();
    return user.id;
  }
  if (!locked) {
    const count = (failures?.failures ?? 0) + 1;
    const lockedUntil = count >= MAX_FAILURES ? new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString() : null;
    await db
      .insertInto('login_failures')
      .values({
        email,
        failures: count >= MAX_FAILURES ? 0 : count,
        locked_until: lockedUntil,
        updated_at: now.toISOString(),
      })
      .onConflict((oc) =>
        oc.column('email').doUpdateSet({
          failures: count >= MAX_FAILURES ? 0 : count,
          locked_until: lockedUntil,
          updated_at: now.toISOString(),
        }),
      )
      .execute();
  }
  return null;
}
