import type { Row } from '../../core/api/api-client.ts';
import { api } from '../app/api.ts';

export interface FoundRecord {
  resource: 'orders' | 'contractors' | 'individuals';
  id: number;
  label: string;
}

const kinds = { orders: 'Заказ', contractors: 'Контрагент', individuals: 'Работник' } as const;

/** Orders by number; contractors and individuals by the server's search (name, phone, passport). */
export async function searchRecords(query: string): Promise<FoundRecord[]> {
  const q = query.trim();
  if (q.length < 2 && !/^\d+$/.test(q)) return [];
  const byNumber = /^\d+$/.test(q)
    ? api
        .resource('orders')
        .get(Number(q))
        .then((o) => [{ resource: 'orders' as const, id: o.id, label: `${kinds.orders} № ${o.id}` }])
        .catch(() => [])
    : Promise.resolve([]);
  const named = (resource: 'contractors' | 'individuals') =>
    api
      .resource(resource)
      .list({ search: q, limit: 5 })
      .then((a) => a.items.map((r: Row) => ({ resource, id: r.id, label: `${kinds[resource]}: ${String(r.name)}` })))
      .catch(() => []);
  const parts = await Promise.all([byNumber, named('contractors'), named('individuals')]);
  return parts.flat();
}
