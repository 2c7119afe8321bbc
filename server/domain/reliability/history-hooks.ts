import type { Kysely } from 'kysely';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import { refreshReliability } from './reliability-store.ts';
import type { DB } from '../../db/db-types.ts';

// Refusals and suit checks are part of a worker's history: after each write the reliability of the
// workers it names (before and after the write) is kept again, in the write's transaction.

const suitWorkers = (trx: Kysely<DB>, checkId: number) =>
  trx
    .selectFrom('suit_check_individuals')
    .select('individual_id')
    .where('suit_check_id', '=', checkId)
    .execute()
    .then((rows) => rows.map((r) => Number(r.individual_id)));

const earlier = new WeakMap<ParsedWrite, number[]>();
const deleting = new WeakMap<object, number[]>();

export const individualRefusalsHooks: ResourceHooks = {
  async afterSave(ctx, id, _parsed, existing) {
    const row = await ctx.trx
      .selectFrom('individual_refusals')
      .select('individual_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const ids = [Number(row.individual_id), ...(existing ? [Number(existing.individual_id)] : [])];
    await refreshReliability(ctx.trx, { ids: [...new Set(ids)] });
  },
  async afterDelete(ctx, existing) {
    await refreshReliability(ctx.trx, { ids: [Number(existing.individual_id)] });
  },
};

export const suitChecksHooks: ResourceHooks = {
  async beforeSave(ctx, parsed, existing) {
    if (existing) earlier.set(parsed, await suitWorkers(ctx.trx, Number(existing.id)));
  },
  async afterSave(ctx, id, parsed) {
    const ids = new Set([...(earlier.get(parsed) ?? []), ...(await suitWorkers(ctx.trx, id))]);
    await refreshReliability(ctx.trx, { ids: [...ids] });
  },
  // The checked workers go with the check (ON DELETE CASCADE): they are read before, kept again after.
  async beforeDelete(ctx, existing) {
    deleting.set(existing, await suitWorkers(ctx.trx, Number(existing.id)));
  },
  async afterDelete(ctx, existing) {
    await refreshReliability(ctx.trx, { ids: deleting.get(existing) ?? [] });
  },
};
