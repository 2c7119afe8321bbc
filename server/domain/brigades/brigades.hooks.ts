import type { ResourceHooks } from '../../crud/resource-hooks.ts';

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
    return { individuals: rows.map((r) => ({ ...r, status: Number(r.status) })) };
  },
};
