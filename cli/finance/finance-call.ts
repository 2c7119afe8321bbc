import type { AnswerOf, AnyAction, CallInput } from '../../core/actions/define-action.ts';
import type { CallArgs } from '../../core/api/api-client.ts';
import type { CliApi } from '../api/connect.ts';
import { explainError } from '../api/explain-error.ts';

/**
 * One catalogue action of the finance API (make_payments, send_pdf, mass_send_pdf, jobs) with its
 * Idempotency-Key; every failure explained in Russian (a 403 or a lost login stops a batch).
 */
export async function financeCall<A extends AnyAction>(
  api: CliApi,
  action: A,
  input: CallInput<A>,
  key?: string,
): Promise<AnswerOf<A>> {
  try {
    const args = [input, key ? { idempotencyKey: key } : undefined] as CallArgs<A>;
    return await api.client.call(action, ...args);
  } catch (e) {
    throw explainError(e, { url: api.url });
  }
}

/** A special call not in the catalogue yet (send_pdf, jobs): the same explanation of failures. */
export async function financeRequest<T>(
  api: CliApi,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
): Promise<T> {
  try {
    return await api.client.request<T>(method, path, body, undefined, key ? { 'Idempotency-Key': key } : undefined);
  } catch (e) {
    throw explainError(e, { url: api.url });
  }
}
