import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import type { DB } from '../db/db-types.ts';

const CHALLENGE_MINUTES = 10;

export interface AltchaService {
  challenge(): Promise<unknown>;
  /** True once per solved challenge: a replayed solution is refused. */
  verify(payload: unknown): Promise<boolean>;
}

function decodePayload(payload: unknown): any {
  if (typeof payload === 'object' && payload !== null) return payload;
  if (typeof payload !== 'string' || payload.length > 10_000) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/** ALTCHA proof of work: the counter is drawn in [difficulty/2, difficulty], so solving takes work. */
export function altchaService(db: Kysely<DB>, secretKey: string, difficulty: number): AltchaService {
  const hmacSecret = createHmac('sha256', secretKey).update('altcha').digest('hex');
  return {
    async challenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.ceil(difficulty / 2), difficulty + 1),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
        hmacSignatureSecret: hmacSecret,
      });
    },
    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded?.challenge?.signature || !decoded?.solution) return false;
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge: decoded.challenge,
          solution: decoded.solution,
          deriveKey,
          hmacSignatureSecret: hmacSecret,
        });
      } catch {
        return false;
      }
      if (!result.verified) return false;
      const expires = new Date(
        ((decoded.challenge.parameters?.expiresAt as number) ?? 0) * 1000 || Date.now() + 3_600_000,
      );
      await db.deleteFrom('altcha_used').where('expires_at', '<', new Date().toISOString()).execute();
      const inserted = await db
        .insertInto('altcha_used')
        .values({ signature: String(decoded.challenge.signature), expires_at: expires.toISOString() })
        .onConflict((oc) => oc.doNothing())
        .returning('signature')
        .executeTakeFirst();
      return !!inserted;
    },
  };
}
