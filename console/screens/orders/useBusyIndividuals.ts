import { useEffect, useState } from 'react';
import { api } from '../../app/api.ts';

export interface BusyIndividual {
  individual_id: number;
  name: string;
  order_ids: number[];
}

/** GET /api/orders/{id}/get_busy_individuals: the order's workers booked on another order that day. */
export function useBusyIndividuals(orderId: number | undefined, version: unknown) {
  const [items, setItems] = useState<BusyIndividual[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again after each save (version).
  useEffect(() => {
    if (orderId === undefined) return setItems([]);
    let live = true;
    api
      .request<{ items: BusyIndividual[] }>('GET', `/api/orders/${orderId}/get_busy_individuals`)
      .then((got) => live && setItems(got.items))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [orderId, version]);
  return items;
}
