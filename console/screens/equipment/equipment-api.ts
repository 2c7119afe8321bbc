import { issueClothing, issueInstrument } from '../../../core/actions/defs/equipment.actions.ts';
import { api } from '../../app/api.ts';

export type EquipmentPath = 'clothing_type' | 'instrument_type';

export interface StockItem {
  id: number;
  name: string;
  amount: number;
  default_amount: number;
}

export interface Holding {
  type_id: number;
  amount_his: number;
  amount_total: number;
  date: string | null;
}

/** Each issued kind: its stock list, the worker's holdings field and its reference column. */
export const kinds: Record<
  EquipmentPath,
  {
    label: string;
    list: 'equipment_clothing_types' | 'equipment_instrument_types';
    holdings: string;
    column: string;
    logType: string;
  }
> = {
  clothing_type: {
    label: 'Одежда',
    list: 'equipment_clothing_types',
    holdings: 'individual_clothing_types',
    column: 'equipment_clothing_type_id',
    logType: 'clothing',
  },
  instrument_type: {
    label: 'Инструмент',
    list: 'equipment_instrument_types',
    holdings: 'individual_instrument_types',
    column: 'equipment_instrument_type_id',
    logType: 'instrument',
  },
};

export async function loadStock(path: EquipmentPath): Promise<StockItem[]> {
  const answer = await api.resource(kinds[path].list).list({ sort: 'name', order: 'asc', limit: 500 });
  return answer.items.map((r) => ({
    id: r.id,
    name: String(r.name),
    amount: Number(r.amount),
    default_amount: Number(r.default_amount),
  }));
}

export async function loadHoldings(individualId: number, path: EquipmentPath): Promise<Holding[]> {
  const record = (await api.resource('individuals').get(individualId)) as Record<string, unknown>;
  const rows = (record[kinds[path].holdings] ?? []) as Record<string, unknown>[];
  return rows.map((r) => ({
    type_id: Number(r[kinds[path].column]),
    amount_his: Number(r.amount_his),
    amount_total: Number(r.amount_total),
    date: (r.date as string | null) ?? null,
  }));
}

const equipmentActions = { clothing_type: issueClothing, instrument_type: issueInstrument } as const;

/** Spec 01 §7: POST /api/equipment/{id}/clothing_type and /instrument_type with the action and amount. */
export const applyEquipment = (
  individualId: number,
  path: EquipmentPath,
  body: { action: 1 | 2 | 3 | 4; amount?: number; type_id: number },
) => api.call(equipmentActions[path], { params: { id: individualId }, body: { equipment: body } });
