import type { Kysely } from 'kysely';
import type { DemoIndividual } from './demo-individuals.ts';
import type { ReferenceIds } from './demo-reference.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows } from './seed-insert.ts';
import { addDays, type Random } from './seed-random.ts';
import type { DB } from '../db-types.ts';

/** Clothing and tools issued to the first active workers, with the matching issue log. */
export async function seedEquipment(
  db: Kysely<DB>,
  rnd: Random,
  ref: ReferenceIds,
  users: DemoUsers,
  people: DemoIndividual[],
  today: string,
) {
  const issued = people.filter((p) => p.available).slice(0, 45);
  const logs: Record<string, unknown>[] = [];
  for (const [kind, table, column, ids] of [
    ['clothing', 'individual_clothing_types', 'equipment_clothing_type_id', ref.equipmentClothingIds],
    ['instrument', 'individual_instrument_types', 'equipment_instrument_type_id', ref.equipmentInstrumentIds],
  ] as const) {
    const rows = issued.flatMap((p) =>
      rnd.sample(ids, kind === 'clothing' ? rnd.int(1, 3) : rnd.int(0, 2)).map((equipmentId) => {
        const amount = rnd.int(1, 2);
        const date = addDays(today, -rnd.int(1, 200));
        logs.push({
          individual_id: p.id,
          type: kind,
          equipment_id: equipmentId,
          action: 1,
          amount,
          amount_after: amount,
          user_id: rnd.pick(users.logistIds),
          created_at: new Date(`${date}T10:00:00Z`).toISOString(),
        });
        return { individual_id: p.id, [column]: equipmentId, date, amount_his: amount, amount_total: amount };
      }),
    );
    await insertRows(db, table, rows);
  }
  await insertRows(db, 'equipment_logs', logs);
  // Gloves go out two pairs at a time (actions 3 and 4 of the log move the default amount).
  await db
    .updateTable('equipment_clothing_types')
    .set({ default_amount: 2 })
    .where('name', 'like', 'Перчатки%')
    .execute();
}
