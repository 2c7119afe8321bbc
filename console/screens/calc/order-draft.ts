import type { GetCostAnswer } from '../../../core/calc/get-cost.answer.ts';
import { formatHoursMinutes, tomorrow } from '../../../core/format.ts';
import { formatRoubles } from '../../../core/money.ts';
import type { CalcCatalogue } from './calc-catalogue.ts';
import type { AddressDraft } from './calc-form.ts';

// "Создать заказ": the estimate becomes a new order (POST /api/orders). Work types are the spec's
// fixed ids: 48 Грузчик, 52 Водитель (spec 01, reference lists).
export const MOVER_WORK_TYPE = 48;
export const DRIVER_WORK_TYPE = 52;

export interface OrderDraftInput {
  answer: GetCostAnswer;
  cart: Readonly<Record<string, number>>;
  addresses: readonly AddressDraft[];
  catalogue: CalcCatalogue;
  contractorId: number;
  /** instrument_types, to find the vehicle's own by name. */
  instrumentTypes: readonly { id: number; name: string }[];
  /** The office's today (yyyy-MM-dd). */
  today: Date | string;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('ru') === b.trim().toLocaleLowerCase('ru');

function driverLines(input: OrderDraftInput): Record<string, unknown>[] {
  // One line per instrument type (vehicles with no matching type share the line without one): an
  // order may not hold the same work type and instrument twice.
  const byInstrument = new Map<number | null, number>();
  for (const p of input.answer.packings) {
    if (p.vehicle.id === null) continue;
    const instrument = input.instrumentTypes.find((t) => sameName(t.name, p.vehicle.name))?.id ?? null;
    byInstrument.set(instrument, (byInstrument.get(instrument) ?? 0) + p.packs.length);
  }
  return [...byInstrument].map(([instrument, vehicles]) => ({
    work_type_id: DRIVER_WORK_TYPE,
    workers_amount: vehicles,
    ...(instrument === null ? {} : { instrument_type_id: instrument, instrument_types_amount: vehicles }),
  }));
}

function summary(input: OrderDraftInput): string {
  const { answer, catalogue } = input;
  const cost = answer.cost[String(answer.tariff_id)];
  const items = Object.entries(input.cart)
    .map(([id, n]) => `${catalogue.byTextId.get(id)?.name ?? id} ×${n}`)
    .join(', ');
  const vehicles = answer.packings.map((p) => `${p.vehicle.name} ×${p.packs.length}`).join(', ');
  return [
    `Из калькулятора: ${cost?.name ?? 'тариф'}, бригада ${answer.crew}, время ${formatHoursMinutes(answer.time.minutes)} ` +
      `(к оплате ${answer.time.billed_text}), клиенту ${formatRoubles(cost?.client_price ?? 0)} ₽.`,
    `Вещи: ${items}.`,
    `Адреса: ${input.addresses.map((a, i) => `${i + 1}) ${a.address.trim()}`).join('; ')}.`,
    vehicles ? `Машина: ${vehicles}.` : 'Без машины.',
  ].join('\n');
}

/** The body of POST /api/orders (without the root key). */
export function orderFromEstimate(input: OrderDraftInput): Record<string, unknown> {
  const { answer, catalogue } = input;
  const rate = catalogue.tariffs.find((t) => t.id === answer.tariff_id)?.clientPrice ?? null;
  return {
    start_date: tomorrow(input.today),
    contractor_id: input.contractorId,
    address_info: input.addresses[0]?.address.trim() ?? '',
    comment: summary(input),
    order_prices: [
      { work_type_id: MOVER_WORK_TYPE, workers_amount: answer.crew, ...(rate ? { rate_client1: rate } : {}) },
      ...driverLines(input),
    ],
  };
}
