import { z } from 'zod';
import { getCostAnswer } from '../../calc/get-cost.answer.ts';
import type { GetCostPayload } from '../../calc/get-cost.schema.ts';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The calculator's special endpoints (spec 02 §7): the cost of a move, and the images of its
// catalogue's categories and items.

/**
 * POST /api/calc/get_cost: packs the cart into vehicles and prices the move for every tariff. The
 * body is read by getCostSchema (core/calc/get-cost.schema.ts) together with the rules across its
 * fields (at least one item, every address filled), so the 422 lists every problem at once.
 */
export const getCost = defineAction({
  name: 'calc.get_cost',
  method: 'POST',
  path: '/api/calc/get_cost',
  title: 'Рассчитать стоимость переезда',
  permission: 'signed_in',
  body: z.custom<GetCostPayload>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'ожидался объект'),
  answer: getCostAnswer,
});

const byId = wire.object({ id: wire.id() });

export const uploadCalcCategoryImage = defineAction({
  name: 'calc_categories.upload_image',
  method: 'POST',
  path: '/api/calc_categories/:id/image',
  title: 'Загрузить картинку категории калькулятора',
  permission: resourceActionRule(resources.calc_categories.permissions.update),
  params: byId,
  transport: 'upload',
  answer: wire.record('calc_categories'),
  owns: [{ resource: 'calc_categories', fields: ['image'] }],
});

export const uploadCalcItemImage = defineAction({
  name: 'calc_items.upload_image',
  method: 'POST',
  path: '/api/calc_items/:id/image',
  title: 'Загрузить картинку вещи калькулятора',
  permission: resourceActionRule(resources.calc_items.permissions.update),
  params: byId,
  transport: 'upload',
  answer: wire.record('calc_items'),
  owns: [{ resource: 'calc_items', fields: ['image'] }],
});

/** Folder under DATA_DIR/files/calc of each resource whose records carry an uploaded image. */
export const calcImageKinds = ['categories', 'items'] as const;

/** An uploaded image, as the record's `image` names it: /api/files/calc/items/12.png. */
export const calcImageFile = defineAction({
  name: 'calc.image_file',
  method: 'GET',
  path: '/api/files/calc/:kind/:file',
  title: 'Картинка калькулятора',
  permission: 'signed_in',
  params: wire.object({
    kind: z.enum(calcImageKinds),
    file: z.string().regex(/^\d{1,9}\.(png|jpg|webp|svg)$/),
  }),
  transport: 'download',
  answer: wire.file(),
});
