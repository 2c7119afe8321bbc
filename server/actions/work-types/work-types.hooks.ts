import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { wouldLoop } from '../../../core/work-types/work-type-tree.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import type { DB } from '../../db/db-types.ts';

/** Spec 01 §7: 'GET /api/work_types/{id} | answer includes instrument_types', each with its picture. */
export async function instrumentTypesOf(db: Kysely<DB>, workTypeId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('instrument_types as i')
    .leftJoin('work_type_images as m', (j) =>
      j.onRef('m.instrument_type_id', '=', 'i.id').on('m.work_type_id', '=', workTypeId),
    )
    .select(['i.id', 'i.name', 'i.short_name', 'm.image'])
    .where('i.id', 'in', ids)
    .execute();
  // In the order the work type lists them (the first is the one a new order's price line takes).
  return ids.flatMap((id) => rows.filter((r) => r.id === id)).map((r) => ({ ...r, image: r.image ?? null }));
}

export const workTypesHooks: ResourceHooks = {
  async extendRecord(db, record) {
    const ids = (record.instrument_type_ids as number[] | null) ?? [];
    return { instrument_types: await instrumentTypesOf(db, record.id as number, ids) };
  },
};

export const loopText = 'Группа не может входить в саму себя или в свою подгруппу';

/** Refuses a parent that would make a group its own ancestor (the tree could not be drawn). */
export async function refuseLoop(db: Kysely<DB>, id: number, parent: number | null) {
  if (parent === null) return;
  const groups = await db.selectFrom('work_types_groups').select(['id', 'parent_id']).execute();
  if (wouldLoop(groups as { id: number; parent_id: number | null }[], id, parent))
    throw AppError.validation({ parent_id: [loopText] }, [`Входит в группу: ${loopText}`]);
}

export const workTypesGroupsHooks: ResourceHooks = {
  async beforeSave(ctx, parsed, existing) {
    if (!existing || !('parent_id' in parsed.values)) return;
    await refuseLoop(ctx.trx, existing.id as number, (parsed.values.parent_id as number | null) ?? null);
  },
};
