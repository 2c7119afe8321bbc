import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { resourceActionPermission } from '../../auth/route-permission.ts';
import { getRecord } from '../../crud/record-repository.ts';
import { lockedIndividual } from './individual-id.ts';
import { wireText } from '../../../core/wire-text.ts';

const def = resources.individuals;
const flags: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** Spec 01 §7: POST /api/individuals/{id}/update_outsource {value}: the worker's is_outsourcer flag. */
export function registerUpdateOutsource(app: FastifyInstance) {
  const write = resourceActionPermission(def.permissions.update);
  app.post('/api/individuals/:id/update_outsource', { config: { permission: write } }, async (request) => {
    const raw = (request.body as { value?: unknown } | null)?.value;
    const value = typeof raw === 'boolean' ? raw : flags[wireText(raw)];
    if (value === undefined) {
      const message = 'value: нужно true или false';
      throw AppError.validation({ value: ['нужно true или false'] }, [message]);
    }
    return app.db.transaction().execute(async (trx) => {
      const row = await lockedIndividual(trx, request);
      await trx
        .updateTable('individuals')
        .set({ is_outsourcer: value, updated_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
      return getRecord(trx, def, row.id);
    });
  });
}
