import { accountPdf } from '../../../core/actions/defs/account-sending.actions.ts';
import { actionUrl } from '../../../core/actions/define-action.ts';
import type { Row } from '../../../core/api/api-client.ts';

/** The account's PDF shown inline, before it is sent (issue 12 item 4). */
export const accountPdfUrl = (id: number) => actionUrl(accountPdf, { id });

/** The order ids an account lists (its `order_ids` field, when the list fetched it). */
export function orderIdsOf(rows: readonly Row[]): number[] {
  return rows.flatMap((r) => (Array.isArray(r.order_ids) ? r.order_ids.map(Number).filter(Number.isInteger) : []));
}

/** The text a sending call answered with (`message`, or a job's `notice.text`), or ours. */
export function answerText(answer: unknown, fallback: string): string {
  const a = (answer ?? {}) as { message?: unknown; notice?: { text?: unknown } };
  const text = a.message ?? a.notice?.text;
  return typeof text === 'string' && text ? text : fallback;
}
