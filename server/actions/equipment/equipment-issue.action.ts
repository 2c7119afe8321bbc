import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { issueClothing, issueInstrument } from '../../../core/actions/defs/equipment.actions.ts';
import type { BodyOf } from '../../../core/actions/define-action.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { getRecord } from '../../crud/record-repository.ts';
import { lockIndividual } from '../../domain/individuals/document-files.ts';
import { moscowDate } from '../../domain/individuals/document-expiry.ts';
import {
  type EquipmentKind,
  equipmentKinds,
  lockHolding,
  refuseAmount,
  returnToStock,
  takeFromStock,
} from './equipment-stock.ts';
import { mountAction } from '../mount-action.ts';
import type { DB } from '../../db/db-types.ts';

/**
 * One equipment action of spec 01 'Equipment log' in one transaction: 1 issue, 2 return, 3 issue of
 * the item's default amount, 4 replacement of worn items (the default amount: the worker hands them
 * in, they are written off, new ones come from the stock). The log row keeps amount_after, what the
 * worker holds after the action.
 */
async function applyAction(
  trx: Kysely<DB>,
  kind: EquipmentKind,
  individualId: number,
  input: BodyOf<typeof issueClothing>['equipment'],
  userId: number,
) {
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
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    equipment_log: await getRecord(trx, resources.equipment_logs, log.id),
    holding: { id: holding.id, type_id: input.type_id, amount_his: his, amount_total: total },
    stock,
  };
}

/** Spec 01 §7: POST /api/equipment/{id}/clothing_type and /instrument_type ({id}: the worker). */
export function registerEquipmentActions(app: FastifyInstance) {
  const actions = { clothing_type: issueClothing, instrument_type: issueInstrument } as const;
  for (const [path, action] of Object.entries(actions))
    mountAction(app, action, ({ trx, params, body, user }) =>
      applyAction(trx, equipmentKinds[path as keyof typeof actions], params.id, body.equipment, user.id),
    );
}
