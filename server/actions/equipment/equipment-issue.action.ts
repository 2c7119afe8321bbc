import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INT4_MAX } from '../../../core/resources/fields/value-limits.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { fromResourcePermission } from '../../auth/route-permission.ts';
import { getRecord } from '../../crud/record-repository.ts';
import { idParam, lockIndividual } from '../../domain/individuals/document-files.ts';
import { moscowDate } from '../../domain/individuals/document-expiry.ts';
import {
  type EquipmentKind,
  equipmentKinds,
  lockHolding,
  refuseAmount,
  returnToStock,
  takeFromStock,
} from './equipment-stock.ts';

const bodySchema = z.object({
  equipment: z.object({
    action: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
      error: 'Действие: выберите выдачу (1, 3), возврат (2) или замену (4)',
    }),
    amount: z.number().int('Количество: целое число').min(1, 'Количество: не меньше 1').max(10_000).optional(),
    type_id: z.number({ error: 'Выберите, что выдать' }).int().min(1).max(INT4_MAX, 'Выберите, что выдать'),
  }),
});

function parseBody(body: unknown) {
  const parsed = bodySchema.safeParse(body);
  if (parsed.success) return parsed.data.equipment;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path.at(-1) ?? 'base');
  throw AppError.validation({ [field]: [issue.message] }, [issue.message]);
}

/**
 * One equipment action of spec 01 'Equipment log' in one transaction: 1 issue, 2 return, 3 issue of
 * the item's default amount, 4 replacement of worn items (the default amount: the worker hands them
 * in, they are written off, new ones come from the stock). The log row keeps amount_after, what the
 * worker holds after the action.
 */
async function applyAction(app: FastifyInstance, request: FastifyRequest, kind: EquipmentKind) {
  const individualId = idParam((request.params as { id: string }).id, 'Работник');
  const input = parseBody(request.body);
  return app.db.transaction().execute(async (trx) => {
    await lockIndividual(trx, individualId);
    const type = await trx
      .selectFrom(kind.typesTable)
      .select(['id', 'name', 'default_amount'])
      .where('id', '=', input.type_id)
      .executeTakeFirst();
    if (!type)
      throw AppError.validation({ type_id: [`${kind.what} №${input.type_id} не найдена в справочнике`] }, [
        `${kind.what} №${input.type_id} не найдена в справочнике`,
      ]);
    // Spec 01: 'actions 3 and 4 set amount to the default amount'.
    const amount = input.action >= 3 ? Number(type.default_amount) : input.amount;
    if (amount === undefined) throw refuseAmount('Количество: укажите, сколько');
    const holding = await lockHolding(trx, kind, individualId, input.type_id);
    let his = Number(holding.amount_his);
    let total = Number(holding.amount_total);
    let stock: number;
    if (input.action === 2 || input.action === 4) {
      if (his < amount) throw refuseAmount(`У работника на руках ${his} шт., а не ${amount}`);
    }
    if (input.action === 2) {
      stock = await returnToStock(trx, kind, input.type_id, amount);
      his -= amount;
    } else {
      stock = await takeFromStock(trx, kind, input.type_id, amount);
      if (input.action !== 4) his += amount;
      total += amount;
    }
    await trx
      .updateTable(kind.holdingTable)
      .set({ amount_his: his, amount_total: total, date: moscowDate() })
      .where('id', '=', holding.id)
      .execute();
    const log = await trx
      .insertInto('equipment_logs')
      .values({
        individual_id: individualId,
        type: kind.logType,
        equipment_id: input.type_id,
        action: input.action,
        amount,
        amount_after: his,
        user_id: request.user!.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      equipment_log: await getRecord(trx, resources.equipment_logs, log.id),
      holding: { id: holding.id, type_id: input.type_id, amount_his: his, amount_total: total },
      stock,
    };
  });
}

/** Spec 01 §7: POST /api/equipment/{id}/clothing_type and /instrument_type ({id}: the worker). */
export function registerEquipmentActions(app: FastifyInstance) {
  const p = resources.individuals.permissions.update;
  const permission = p === false ? 'admin' : fromResourcePermission(p);
  for (const [path, kind] of Object.entries(equipmentKinds))
    app.post(`/api/equipment/:id/${path}`, { config: { permission } }, (request) => applyAction(app, request, kind));
}
