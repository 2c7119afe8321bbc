import type { Row } from '../../../core/api/api-client.ts';

/** `/api/accounts/{id}/pdf`: the account's PDF shown inline, before it is sent (issue 12 item 4). */
export const accountPdfUrl = (id: number) => `/api/accounts/${id}/pdf`;

/** The order ids an account lists (its `order_ids` field, when the list fetched it). */
export function orderIdsOf(rows: readonly Row[]): number[] {
  return rows.flatMap((r) => (Array.isArray(r.order_ids) ? r.order_ids.map(Number).filter(Number.isInteger) : []));
}

/** The notice text a sending call answered with, or ours. */
export function answerText(answer: unknown, fallback: string): string {
  const notice = (answer as { notice?: { text?: unknown } } | null)?.notice;
  return typeof notice?.text === 'string' ? notice.text : fallback;
}
