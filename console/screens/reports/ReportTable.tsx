import { type ReactNode, useEffect } from 'react';

export interface ReportColumn<R> {
  key: string;
  label: string;
  /** Right-aligned money or count. */
  numeric?: boolean;
  /** The server's sort key: the header becomes a button that sorts by it. */
  sort?: string;
  cell(row: R): ReactNode;
}

export interface ReportSort {
  sort?: string;
  order?: 'asc' | 'desc';
}

interface Props<R> {
  label: string;
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  rowKey(row: R): string;
  rowClass?(row: R): string;
  cursor: number;
  onCursor(index: number): void;
  onOpen(index: number): void;
  /** The totals row: one cell per column. */
  totals?: readonly ReactNode[];
  sorted?: ReportSort;
  onSort?(key: string): void;
}

const ariaSort = (on: boolean, order: ReportSort['order']) =>
  on ? (order === 'desc' ? 'descending' : 'ascending') : undefined;

/**
 * A report as a plain table: a report holds at most one page of rows (debts are paged by the
 * server, pay today lists one day), so every row is in the DOM. The cursor row is marked for the
 * screen's commands and for actions that work on it.
 */
export function ReportTable<R>(p: Props<R>) {
  useEffect(() => {
    document.getElementById(`report-row-${p.cursor}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [p.cursor]);
  const num = (c: ReportColumn<R>) => (c.numeric ? 'num' : undefined);
  return (
    <div className="report-scroll">
      <table className="report-table" aria-label={p.label}>
        <thead>
          <tr>
            {p.columns.map((c) => {
              const on = !!c.sort && p.sorted?.sort === c.sort;
              return (
                <th key={c.key} scope="col" className={num(c)} aria-sort={ariaSort(on, p.sorted?.order)}>
                  {c.sort && p.onSort ? (
                    <button type="button" className="sort" onClick={() => p.onSort?.(c.sort as string)}>
                      {c.label}
                      <span className="sort-mark" aria-hidden="true">
                        {on ? (p.sorted?.order === 'desc' ? ' ▼' : ' ▲') : ''}
                      </span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {p.rows.map((row, i) => (
            <tr
              key={p.rowKey(row)}
              id={`report-row-${i}`}
              aria-selected={i === p.cursor}
              className={`${p.rowClass?.(row) ?? ''}${i === p.cursor ? ' cursor' : ''}`.trim() || undefined}
              onClick={() => p.onCursor(i)}
              onDoubleClick={() => p.onOpen(i)}
            >
              {p.columns.map((c) => (
                <td key={c.key} className={num(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {p.totals && (
          <tfoot>
            <tr className="report-totals">
              {p.totals.map((cell, i) => (
                <td key={p.columns[i]?.key ?? i} className={p.columns[i] ? num(p.columns[i]) : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
