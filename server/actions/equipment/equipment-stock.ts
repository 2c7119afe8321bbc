import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import type { DB } from '../../db/db-types.ts';

/** The two issued kinds: their stock list, the worker's holdings and the log's `type`. */
export const equipmentKinds = {
  clothing_type: {
    logType: 'clothing',
    typesTable: 'equipment_clothing_types',
    holdingTable: 'individual_clothing_types',
    column: 'equipment_clothing_type_id',
    what: 'Одежда',
  },
  instrument_type: {
    logType: 'instrument',
    typesTable: 'equipment_instrument_types',
    holdingTable: 'individual_instrument_types',
    column: 'equipment_instrument_type_id',
    what: 'Инструмент',
  },
} as const;
export type EquipmentKind = (typeof equipmentKinds)[keyof typeof equipmentKinds];

export const refuseAmount = (message: string) => AppError.validation({ amount: [message] }, [message]);

/**
 * Takes `amount` from the stock in one conditional UPDATE (no read-then-write gap): two issues at
 * once can never both pass on the last items, and the stock never goes below zero. A refusal says
 * how many are left.
 */
export async function takeFromStock(trx: Kysely<DB>, kind: EquipmentKind, typeId: number, amount: number) {
  const taken = await trx
    .updateTable(kind.typesTable)
    .set((eb) => ({ amount: eb('amount', '-', amount) }))
    .where('id', '=', typeId)
    .where('amount', '>=', amount)
    .returning('amount')
    .executeTakeFirst();
  if (taken) return Number(taken.amount);
  const left = await trx.selectFrom(kind.typesTable).select('amount').where('id', '=', typeId).executeTakeFirst();
  throw refuseAmount(`На складе осталось ${Number(left?.amount ?? 0)} шт., выдать ${amount} нельзя`);
}

export async function returnToStock(trx: Kysely<DB>, kind: EquipmentKind, typeId: number, amount: number) {
  const row = await trx
    .updateTable(kind.typesTable)
    .set((eb) => ({ amount: eb('amount', '+', amount) }))
    .where('id', '=', typeId)
    .returning('amount')
    .executeTakeFirstOrThrow();
  return Number(row.amount);
}

/** The worker's holding of the item, created empty if new, and locked for this transaction. */
export async function lockHolding(trx: Kysely<DB>, kind: EquipmentKind, individualId: number, typeId: number) {
  await trx
    .insertInto(kind.holdingTable)
    .values({ individual_id: individualId, [kind.column]: typeId, amount_his: 0, amount_total: 0 })
    .onConflict((oc) => oc.columns(['individual_id', kind.column]).doNothing())
    .execute();
  return trx
    .selectFrom(kind.holdingTable)
    .selectAll()
    .where('individual_id', '=', individualId)
    .where(kind.column, '=', typeId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
