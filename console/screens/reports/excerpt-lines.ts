import { LEDGER_OPERATIONS } from '../../../core/ledger/ledger-catalogue.ts';
import type { ExcerptSums, ExcerptsAnswer } from '../../../core/ledger/ledger-contract.ts';
import { transactionsHref } from './report-links.ts';

/** One line of the excerpt table: an operation of a day, or the day's total after its operations. */
export interface ExcerptLine {
  kind: 'operation' | 'day';
  date: string;
  operationId?: number;
  label: string;
  sums: ExcerptSums;
  /** The ledger list narrowed to this day (and operation). */
  href: string;
}

const operationLabels = new Map<number, string>(LEDGER_OPERATIONS.map((o) => [o.value, o.label]));
export const operationLabel = (id: number) => operationLabels.get(id) ?? `Операция ${id}`;

/** The answer's rows grouped by day, each day closed by its total row, days ascending. */
export function excerptLines(answer: ExcerptsAnswer): ExcerptLine[] {
  const dates = [...new Set([...answer.rows.map((r) => r.date), ...answer.days.map((d) => d.date)])].sort();
  return dates.flatMap((date) => {
    const operations: ExcerptLine[] = answer.rows
      .filter((r) => r.date === date)
      .sort((a, b) => a.operation_id - b.operation_id)
      .map((r) => ({
        kind: 'operation',
        date,
        operationId: r.operation_id,
        label: operationLabel(r.operation_id),
        sums: r,
        href: transactionsHref(date, r.operation_id),
      }));
    const day = answer.days.find((d) => d.date === date);
    if (!day) return operations;
    return [...operations, { kind: 'day', date, label: 'Итого за день', sums: day, href: transactionsHref(date) }];
  });
}
