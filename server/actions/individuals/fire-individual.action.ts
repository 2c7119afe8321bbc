import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { isoDate } from '../../../core/format.ts';
import { readDate } from '../../../core/resources/fields/coerce.ts';
import { resources } from '../../../core/resources/index.ts';
import { texts } from '../../../core/texts.ts';
import { resourceActionPermission } from '../../auth/route-permission.ts';
import { getRecord } from '../../crud/record-repository.ts';
import { serializeRow } from '../../crud/serialize.ts';
import { lockedIndividual } from './individual-id.ts';

const def = resources.individuals;

export const fireTexts = {
  dateRequired: 'Укажите дату, до которой работник отстранён',
  dateBad: 'Неверная дата: нужна дд.мм.гггг',
  datePast: 'Дата окончания отстранения должна быть позже сегодняшней',
  notFired: 'Работник не отстранён',
} as const;

const refuse = (field: string, message: string) => AppError.validation({ [field]: [message] }, [message]);

function fireDate(body: unknown): string {
  const raw = (body as { date?: unknown } | null)?.date;
  if (raw === undefined || raw === null || raw === '') throw refuse('date', fireTexts.dateRequired);
  const date = typeof raw === 'string' ? readDate(raw.trim()) : null;
  if (!date) throw refuse('date', fireTexts.dateBad);
  if (date <= isoDate(new Date())) throw refuse('date', fireTexts.datePast);
  return date;
}

/**
 * Spec 01 §4 'A worker can be fired until a date and restored; listed as temporarily fired':
 * POST /api/individuals/{id}/fire_until {date}, POST …/restore_fired, GET /api/individuals/temp_fired.
 * Answers carry the spec's notice ('Отстранен', 'Восстановлен') and the worker as saved.
 */
export function registerFireActions(app: FastifyInstance) {
  const write = resourceActionPermission(def.permissions.update);
  const read = resourceActionPermission(def.permissions.read);
  const now = () => new Date().toISOString();

  app.post('/api/individuals/:id/fire_until', { config: { permission: write } }, async (request) => {
    const date = fireDate(request.body);
    return app.db.transaction().execute(async (trx) => {
      const row = await lockedIndividual(trx, request);
      await trx
        .updateTable('individuals')
        .set({ fired: true, fired_until: date, updated_at: now() })
        .where('id', '=', row.id)
        .execute();
      return { message: texts.individualFired, individual: await getRecord(trx, def, row.id) };
    });
  });

  app.post('/api/individuals/:id/restore_fired', { config: { permission: write } }, async (request) =>
    app.db.transaction().execute(async (trx) => {
      const row = await lockedIndividual(trx, request);
      if (!row.fired) throw refuse('base', fireTexts.notFired);
      await trx
        .updateTable('individuals')
        .set({ fired: false, fired_until: null, updated_at: now() })
        .where('id', '=', row.id)
        .execute();
      return { message: texts.individualRestored, individual: await getRecord(trx, def, row.id) };
    }),
  );

  // Fired until today or later; one whose date has passed is no longer temporarily fired.
  app.get('/api/individuals/temp_fired', { config: { permission: read } }, async () => {
    const rows = await app.db
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
