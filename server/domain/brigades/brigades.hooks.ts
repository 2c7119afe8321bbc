import { resources } from '../../../core/resources/index.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import { serializeRow } from '../../crud/serialize.ts';

/** Issue 11 item 6 'Brigades with their individuals': a brigade's record lists its workers (brigade_id). */
export const brigadesHooks: ResourceHooks = {
  async extendRecord(db, record) {
    const rows = await db
      .selectFrom('individuals')
      .select(['id', 'name', 'phone', 'status'])
      .where('brigade_id', '=', Number(record.id))
      .orderBy('name')
      .orderBy('id')
      .execute();
    // As the workers' own rows are serialised: each phone masked for whoever may not read it whole.
    return { individuals: rows.map((r) => serializeRow(resources.individuals, r)) };
  },
};
