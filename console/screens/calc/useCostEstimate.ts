import { useEffect, useState } from 'react';
import type { GetCostAnswer } from '../../../core/calc/get-cost.answer.ts';
import type { GetCostPayload } from '../../../core/calc/get-cost.schema.ts';
import { getCost } from '../../../core/actions/defs/calc.actions.ts';
import { AppError, type FieldErrors } from '../../../core/errors.ts';
import { api } from '../../app/api.ts';

export interface Estimate {
  answer: GetCostAnswer | null;
  /** The 422 of the last request, by field. */
  errors: FieldErrors | null;
  /** Anything else that went wrong (network, 500). */
  failure: string | null;
  pending: boolean;
}

const idle: Estimate = { answer: null, errors: null, failure: null, pending: false };
const DEBOUNCE_MS = 250;

/**
 * A live estimate: every change of the payload asks the server again after a short pause, and only
 * the answer to the latest payload is kept (an older, slower answer never overwrites it).
 * `enabled` false (nothing entered yet) shows no errors for an untouched screen.
 */
export function useCostEstimate(payload: GetCostPayload, enabled: boolean): Estimate {
  const [estimate, setEstimate] = useState<Estimate>(idle);
  const body = JSON.stringify(payload);
  useEffect(() => {
    if (!enabled) {
      setEstimate(idle);
      return;
    }
    let live = true;
    setEstimate((e) => ({ ...e, pending: true }));
    const timer = setTimeout(() => {
      api
        .call(getCost, { body: JSON.parse(body) })
        .then((answer) => live && setEstimate({ answer, errors: null, failure: null, pending: false }))
        .catch((e: unknown) => {
          if (!live) return;
          if (e instanceof AppError && e.code === 'validation')
            setEstimate({ answer: null, errors: e.fieldErrors ?? {}, failure: null, pending: false });
          else setEstimate({ answer: null, errors: null, failure: (e as Error).message, pending: false });
        });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [body, enabled]);
  return estimate;
}
