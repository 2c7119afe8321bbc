import { z } from 'zod';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Spec 01 'Equipment log' and §7 POST /api/equipment/{id}/clothing_type and /instrument_type ({id}:
// the worker). The journal is these actions' record of what moved: it is written by them alone and
// read-only everywhere else (the registry offers no generic write of equipment_logs). The stock
// count of an item stays editable in its list: deliveries from suppliers are entered there.

const equipmentBody = wire.object({
  equipment: wire.object({
    action: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
      error: 'Действие: выберите выдачу (1, 3), возврат (2) или замену (4)',
    }),
    amount: z
      .number({ error: 'Количество: целое число' })
      .int('Количество: целое число')
      .min(1, 'Количество: не меньше 1')
      .max(10_000, 'Количество: не больше 10000')
      .optional(),
    type_id: wire.id('Выберите, что выдать'),
  }),
});

const equipmentAnswer = z.object({
  equipment_log: wire.record('equipment_logs'),
  holding: z.object({ id: z.number(), type_id: z.number(), amount_his: z.number(), amount_total: z.number() }),
  /** What is left in stock after the action. */
  stock: z.number(),
});

const common = {
  method: 'POST',
  permission: resourceActionRule(resources.individuals.permissions.update),
  params: wire.object({ id: wire.id() }),
  body: equipmentBody,
  root: 'equipment',
  answer: equipmentAnswer,
  idempotent: true,
} as const;

/** 1 issue, 2 return, 3 issue of the item's default amount, 4 replacement of worn items. */
export const issueClothing = defineAction({
  ...common,
  name: 'equipment.clothing_type',
  path: '/api/equipment/:id/clothing_type',
  title: 'Выдать или принять одежду',
});

export const issueInstrument = defineAction({
  ...common,
  name: 'equipment.instrument_type',
  path: '/api/equipment/:id/instrument_type',
  title: 'Выдать или принять инструмент',
});
