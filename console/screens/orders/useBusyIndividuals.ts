import { useEffect, useState } from 'react';
import type { AnswerOf } from '../../../core/actions/define-action.ts';
import { busyIndividuals } from '../../../core/actions/defs/worker-picking.actions.ts';
import { api } from '../../app/api.ts';

/** GET /api/orders/{id}/get_busy_individuals: the order's workers booked on another order that day. */
export function useBusyIndividuals(orderId: number | undefined, version: unknown) {
  const [items, setItems] = useState<AnswerOf<typeof busyIndividuals>['items']>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again after each save (version).
  useEffect(() => {
    if (orderId === undefined) return setItems([]);
    let live = true;
    api
      .call(busyIndividuals, { params: { id: orderId } })
      .then((got) => live && setItems(got.items))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [orderId, version]);
  return items;
}
