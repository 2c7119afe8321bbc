import { describe, expect, it } from 'vitest';
import type { GetCostAnswer } from '../../../core/calc/get-cost.answer.ts';
import { type CalcCatalogue, catalogueFrom } from './calc-catalogue.ts';
import { newAddress } from './calc-form.ts';
import { orderFromEstimate } from './order-draft.ts';

const catalogue: CalcCatalogue = catalogueFrom(
  {
    items: [
      { id: 1, text_id: 'sofa_3', name: 'Диван', type: 'furniture', calc_category_id: 7 },
      { id: 2, text_id: 'box_medium', name: 'Коробка средняя', type: 'box', calc_category_id: null },
    ],
    meta: {
      total: 2,
      calc_categories: [{ id: 7, name: 'Гостиная' }],
      calc_props: [{ id: 9, slug: 'stuff_boxes' }],
      tariffs: [{ id: 2, name: 'Стандарт', client_price: '700.00' }],
      calc_item_props: { '1': [{ calc_prop_id: 9, value: { '0': 2 } }], '2': [] },
    },
  } as never,
  { items: [{ id: 5, name: 'Газель 3 м' }], meta: {} } as never,
  [{ id: 1, name: 'stuff_box_text_id', value: 'box_medium' }],
);

const answer = {
  tariff_id: 2,
  crew: 3,
  time: { minutes: 185, text: '3 ч 5 мин', billed_hours: '4', billed_text: '4 ч' },
  cost: { '2': { tariff_id: 2, name: 'Стандарт', client_price: '15000.00' } },
  packings: [{ vehicle: { id: 5, name: 'Газель 3 м' }, veh_dimensions: { l: 1, w: 1, h: 1 }, packs: [{}, {}] }],
} as unknown as GetCostAnswer;

const input = {
  answer,
  cart: { sofa_3: 1, box_medium: 2 },
  addresses: [
    { ...newAddress(), address: ' Москва, Тверская, 7 ' },
    { ...newAddress(), address: 'Москва, Ленинский, 30' },
  ],
  catalogue,
  contractorId: 40,
  instrumentTypes: [{ id: 1, name: 'газель 3 м' }],
  today: new Date(2026, 10, 30),
};

describe('the catalogue of the screen', () => {
  it('reads names, categories, stuff boxes, tariffs and the box setting', () => {
    expect(catalogue.byTextId.get('sofa_3')).toEqual({
      textId: 'sofa_3',
      name: 'Диван',
      category: 'Гостиная',
      isBox: false,
      stuffBoxes: 2,
    });
    expect(catalogue.byTextId.get('box_medium')?.stuffBoxes).toBe(0);
    expect(catalogue.tariffs).toEqual([{ id: 2, name: 'Стандарт', clientPrice: '700.00' }]);
    expect(catalogue.boxTextId).toBe('box_medium');
  });
});

describe('"Создать заказ" from an estimate', () => {
  it('dates the order tomorrow, takes the loading address and prices movers and driver', () => {
    const order = orderFromEstimate(input);
    expect(order.start_date).toBe('2026-12-01');
    expect(order.contractor_id).toBe(40);
    expect(order.address_info).toBe('Москва, Тверская, 7');
    expect(order.order_prices).toEqual([
      { work_type_id: 48, workers_amount: 3, rate_client1: '700.00' },
      { work_type_id: 52, workers_amount: 2, instrument_type_id: 1, instrument_types_amount: 2 },
    ]);
    expect(order.comment).toContain('Диван ×1, Коробка средняя ×2');
    expect(order.comment).toContain('15 000,00 ₽');
    expect(order.comment).toContain('1) Москва, Тверская, 7; 2) Москва, Ленинский, 30');
  });

  it('leaves the rate empty without a tariff rate and the instrument without a type of that name', () => {
    const order = orderFromEstimate({
      ...input,
      instrumentTypes: [],
      catalogue: { ...catalogue, tariffs: [] },
    });
    expect(order.order_prices).toEqual([
      { work_type_id: 48, workers_amount: 3 },
      { work_type_id: 52, workers_amount: 2 },
    ]);
  });

  it('has no driver line without a vehicle', () => {
    const order = orderFromEstimate({ ...input, answer: { ...answer, packings: [] } });
    expect(order.order_prices).toHaveLength(1);
    expect(order.comment).toContain('Без машины.');
  });
});
