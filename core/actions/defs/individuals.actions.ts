import { z } from 'zod';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Spec 01 §4 'A worker can be fired until a date and restored; listed as temporarily fired', and
// spec 01 §7 update_outsource. The fired state is these actions' (and the order's fire and restore) alone.

const { permissions } = resources.individuals;
const byId = wire.object({ id: wire.id() });
const worker = { resource: 'individuals', lock: true } as const;
const firedState = [{ resource: 'individuals', fields: ['fired', 'fired_until'] }] as const;

export const fireTexts = {
  dateRequired: 'Укажите дату, до которой работник отстранён',
  dateBad: 'Неверная дата: нужна дд.мм.гггг',
  datePast: 'Дата окончания отстранения должна быть позже сегодняшней',
  notFired: 'Работник не отстранён',
} as const;

const firedAnswer = z.object({ message: z.string(), individual: wire.record('individuals') });

export const fireIndividualUntil = defineAction({
  name: 'individuals.fire_until',
  method: 'POST',
  path: '/api/individuals/:id/fire_until',
  title: 'Отстранить работника до даты',
  permission: resourceActionRule(permissions.update),
  record: worker,
  params: byId,
  body: wire.object({ date: wire.date({ required: fireTexts.dateRequired, bad: fireTexts.dateBad }) }),
  answer: firedAnswer,
  idempotent: true,
  owns: firedState,
});

export const restoreFiredIndividual = defineAction({
  name: 'individuals.restore_fired',
  method: 'POST',
  path: '/api/individuals/:id/restore_fired',
  title: 'Вернуть отстранённого работника',
  permission: resourceActionRule(permissions.update),
  record: worker,
  params: byId,
  answer: firedAnswer,
  idempotent: true,
  owns: firedState,
});

export const tempFiredIndividual = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.number(),
  fired_until: z.string(),
});

/** Fired until today or later; one whose date has passed is no longer temporarily fired. */
export const tempFiredIndividuals = defineAction({
  name: 'individuals.temp_fired',
  method: 'GET',
  path: '/api/individuals/temp_fired',
  title: 'Временно отстранённые работники',
  permission: resourceActionRule(permissions.read),
  answer: z.object({ items: z.array(tempFiredIndividual), meta: z.object({ total: z.number() }) }),
});

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')], {
  error: 'нужно true или false',
});

/** Spec 01 §7: POST /api/individuals/{id}/update_outsource {value}: the worker's is_outsourcer flag. */
export const updateOutsource = defineAction({
  name: 'individuals.update_outsource',
  method: 'POST',
  path: '/api/individuals/:id/update_outsource',
  title: 'Отметить аутсорсера',
  permission: resourceActionRule(permissions.update),
  record: worker,
  params: byId,
  body: wire.object({ value: flag }),
  labels: { value: 'value' },
  answer: wire.record('individuals'),
  idempotent: true,
});
