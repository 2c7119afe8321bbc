import type { ReportSort } from '../reports/ReportTable.tsx';

/** Rows sorted in the browser by one key (names the Russian way, empty values last), the order kept for ties. */
export function sortRows<R>(rows: readonly R[], { sort, order }: ReportSort): R[] {
  if (!sort) return [...rows];
  const sign = order === 'desc' ? -1 : 1;
  const value = (r: R) => (r as Record<string, unknown>)[sort];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = value(a.row);
      const y = value(b.row);
      if (x == null || y == null) return x == null && y == null ? a.index - b.index : x == null ? 1 : -1;
      const c = typeof x === 'string' ? x.localeCompare(String(y), 'ru') : Number(x) - Number(y);
      return c * sign || a.index - b.index;
    })
    .map((x) => x.row);
}
