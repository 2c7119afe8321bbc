import type { FastifyInstance } from 'fastify';
import { updateOutsource } from '../../../core/actions/defs/individuals.actions.ts';
import { resources } from '../../../core/resources/index.ts';
import { getRecord } from '../../crud/record-repository.ts';
import { mountAction } from '../mount-action.ts';

/** Spec 01 §7: POST /api/individuals/{id}/update_outsource {value}: the worker's is_outsourcer flag. */
export function registerUpdateOutsource(app: FastifyInstance) {
  mountAction(app, updateOutsource, async ({ trx, params, body }) => {
    await trx
      .updateTable('individuals')
      .set({ is_outsourcer: body.value, updated_at: new Date().toISOString() })
      .where('id', '=', params.id)
      .execute();
    return getRecord(trx, resources.individuals, params.id);
  });
}
