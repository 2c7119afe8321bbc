import type { Kysely } from 'kysely';
import type { Row } from '../../crud/serialize.ts';
import type { DB } from '../../db/db-types.ts';

/** Spec 02 'Suit check: … amount (count of suit_check_individuals)': one query per page. */
export async function suitChecksDecorate(db: Kysely<DB>, rows: Row[]): Promise<void> {
  const wanted = rows.filter((r) => 'amount' in r);
  if (!wanted.length) return;
  const counts = await db
    .selectFrom('suit_check_individuals')
    .select(['suit_check_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where(
      'suit_check_id',
      'in',
      wanted.map((r) => Number(r.id)),
    )
    .groupBy('suit_check_id')
    .execute();
  const bySuit = new Map(counts.map((c) => [Number(c.suit_check_id), Number(c.n)]));
  for (const r of wanted) r.amount = bySuit.get(Number(r.id)) ?? 0;
}
