import type { CliApi } from '../api/connect.ts';
import { explainError } from '../api/explain-error.ts';

/**
 * One special call of the finance API (make_payments, send_pdf, mass_send_pdf, jobs) with its
 * Idempotency-Key; every failure explained in Russian (a 403 or a lost login stops a batch).
 */
export async function financeCall<T>(
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
