import type { FastifyInstance } from 'fastify';
import {
  fireIndividualUntil,
  fireTexts,
  restoreFiredIndividual,
  tempFiredIndividuals,
} from '../../../core/actions/defs/individuals.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { isoDate } from '../../../core/format.ts';
import { resources } from '../../../core/resources/index.ts';
import { texts } from '../../../core/texts.ts';
import { getRecord } from '../../crud/record-repository.ts';
import { serializeRow } from '../../crud/serialize.ts';
import { mountAction } from '../mount-action.ts';

const def = resources.individuals;

const refuse = (field: string, message: string) => AppError.validation({ [field]: [message] }, [message]);

/**
 * Spec 01 §4 'A worker can be fired until a date and restored; listed as temporarily fired':
 * POST /api/individuals/{id}/fire_until {date}, POST …/restore_fired, GET /api/individuals/temp_fired.
 * Answers carry the spec's notice ('Отстранен', 'Восстановлен') and the worker as saved.
 */
export function registerFireActions(app: FastifyInstance) {
  const now = () => new Date().toISOString();

  mountAction(app, fireIndividualUntil, async ({ trx, params, body }) => {
    if (body.date <= isoDate(new Date())) throw refuse('date', fireTexts.datePast);
    await trx
      .updateTable('individuals')
      .set({ fired: true, fired_until: body.date, updated_at: now() })
      .where('id', '=', params.id)
      .execute();
    return { message: texts.individualFired, individual: await getRecord(trx, def, params.id) };
  });

  mountAction(app, restoreFiredIndividual, async ({ trx, params, record }) => {
    if (!record.fired) throw refuse('base', fireTexts.notFired);
    await trx
      .updateTable('individuals')
      .set({ fired: false, fired_until: null, updated_at: now() })
      .where('id', '=', params.id)
      .execute();
    return { message: texts.individualRestored, individual: await getRecord(trx, def, params.id) };
  });

  // Fired until today or later; one whose date has passed is no longer temporarily fired.
  mountAction(app, tempFiredIndividuals, async ({ trx }) => {
    const rows = await trx
      .selectFrom('individuals')
      .select(['id', 'name', 'phone', 'status', 'fired_until'])
      .where('fired', '=', true)
      .where('fired_until', '>=', isoDate(new Date()))
      .orderBy('fired_until')
      .orderBy('id')
      .execute();
    // Serialised as the registry's rows are: the phone is masked for whoever may not read it whole.
    const items = rows.map((r) => serializeRow(def, r));
    return { items, meta: { total: items.length } };
  });
}
