import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../../server/auth/tokens.ts';
import type { DB } from '../../server/db/db-types.ts';

/**
 * An API token of the first admin for a bench part's HTTP requests, named so the part can delete it
 * when it ends (`deleteFrom('api_tokens').where('name', '=', name)`).
 */
export async function benchAdminToken(db: Kysely<DB>, name: string): Promise<{ admin: { id: number }; token: string }> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('is_admin', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const token = newToken('crm_');
  await db
    .insertInto('api_tokens')
    .values({ user_id: admin.id, name, token_hash: hashToken(token), token_prefix: token.slice(0, 10) })
    .execute();
  return { admin: { id: Number(admin.id) }, token };
}
