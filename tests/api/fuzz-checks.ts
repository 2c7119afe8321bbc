import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { dataExceptionSuffix } from '../../server/crud/db-errors.ts';
import { idArb } from './fuzz-arbitraries.ts';

// The fuzz suites' shared checks (tests/api/fuzz-inputs.test.ts, tests/api/fuzz-actions.test.ts).

/** FUZZ_RUNS sets the cases per resource and property: small in `npm test`, large in `npm run test:fuzz`. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 3);

export function expectNo5xx(res: LightMyRequestResponse, request: string) {
  const context = `${request}\n→ ${res.statusCode} ${res.body.slice(0, 500)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  if (res.statusCode >= 400) expect(res.body, context).toMatch(/[а-яё]/i);
  // The database's data-exception net answered: the validation missed a value and named no field.
  expect(res.body, context).not.toContain(dataExceptionSuffix);
}

/** FUZZ_SEED and FUZZ_PATH replay a failure that CI printed (run the one test with `-t`). */
const replay = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH, endOnFailure: true }
  : {};

/** Runs a property; a failure reports the shrunk request, cut short, and the seed to replay it. */
export async function property<T>(arb: fc.Arbitrary<T>, check: (value: T) => Promise<void>, numRuns = RUNS) {
  const result = await fc.check(fc.asyncProperty(arb, check), { numRuns, ...replay });
  if (!result.failed) return;
  const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
  const example = fc.stringify(result.counterexample).slice(0, 1500);
  throw new Error(
    `${error.slice(0, 3000)}\ninput: ${example}\n(fast-check seed ${result.seed}, path "${result.counterexamplePath}")`,
  );
}

/** Ids that name no real record: a fuzzed PUT or DELETE must not rewrite the signed-in admin. */
export const junkId = idArb.filter((id) => {
  try {
    return !/^\d+$/.test(decodeURIComponent(id)) || Number(decodeURIComponent(id)) > 2147483647;
  } catch {
    return true;
  }
});
