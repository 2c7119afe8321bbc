import { useEffect, useState } from 'react';
import { orderTurnout, readReliability } from '../../../core/actions/defs/quality.actions.ts';
import type { AnswerOf } from '../../../core/actions/define-action.ts';
import { api } from '../../app/api.ts';

export type KeptReliability = AnswerOf<typeof readReliability>['items'][number];
export type OrderTurnoutRow = AnswerOf<typeof orderTurnout>['items'][number];

/** The kept reliability of these workers (GET /api/reliability), by id; empty until it arrives. */
export function useReliability(ids: readonly number[]): ReadonlyMap<number, KeptReliability> {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  const [found, setFound] = useState<ReadonlyMap<number, KeptReliability>>(new Map());
  useEffect(() => {
    if (!key) return setFound(new Map());
    let live = true;
    api
      .call(readReliability, { query: { individual_ids: key } })
      .then((answer) => live && setFound(new Map(answer.items.map((r) => [r.individual_id, r]))))
      .catch(() => live && setFound(new Map()));
    return () => {
      live = false;
    };
  }, [key]);
  return found;
}

/**
 * The expected turnout of the formed orders of some days (GET /api/orders/turnout), by order id: the
 * daily schedule and the weekly planning board mark the orders at risk with it.
 */
export function useTurnout(from: string | undefined, to: string | undefined): ReadonlyMap<number, OrderTurnoutRow> {
  const [found, setFound] = useState<ReadonlyMap<number, OrderTurnoutRow>>(new Map());
  useEffect(() => {
    if (!from) return;
    let live = true;
    api
      .call(orderTurnout, { query: { from, ...(to ? { to } : {}) } })
      .then((answer) => live && setFound(new Map(answer.items.map((t) => [t.order_id, t]))))
      .catch(() => live && setFound(new Map()));
    return () => {
      live = false;
    };
  }, [from, to]);
  return found;
}
