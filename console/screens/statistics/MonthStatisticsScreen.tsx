import { useMemo } from 'react';
import { monthStatistics } from '../../../core/actions/defs/statistics.actions.ts';
import { formatRoubles } from '../../../core/money.ts';
import type { MonthRow } from '../../../core/statistics/statistics-contract.ts';
import { api } from '../../app/api.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { BarChart } from '../reports/BarChart.tsx';
import { ReportStatus } from '../reports/ReportStates.tsx';
import { type ReportColumn, ReportTable } from '../reports/ReportTable.tsx';
import { useReport } from '../reports/useReport.ts';
import { MonthStepper, monthTitle, shiftMonth, thisMonth } from './MonthStepper.tsx';
import { useStatCursor } from './useStatCursor.ts';
import { COUNTED, monthParam, ordersHref, roubles, useStatParams } from './useStatParams.ts';
import '../reports/reports.css';

/** Spec 01 §4 'Status 2 is shown with a tilde on the closed-orders count': «~N» while some are not counted yet. */
export const closedText = (r: Pick<MonthRow, 'closed' | 'pending'>) =>
  r.pending > 0 ? `~${r.closed + r.pending}` : String(r.closed);

const columns: ReportColumn<MonthRow>[] = [
  { key: 'month', label: 'Месяц', cell: (r) => monthTitle(r) },
  { key: 'orders', label: 'Заказов', numeric: true, cell: (r) => r.orders },
  { key: 'closed', label: 'Закрыто', numeric: true, cell: closedText },
  { key: 'pending', label: 'В статусе 2', numeric: true, cell: (r) => r.pending },
  { key: 'revenue', label: 'Выручка', numeric: true, cell: (r) => formatRoubles(r.revenue) },
  { key: 'profit', label: 'Прибыль', numeric: true, cell: (r) => formatRoubles(r.profit) },
  { key: 'average_check', label: 'Средний чек', numeric: true, cell: (r) => formatRoubles(r.average_check) },
  { key: 'clients', label: 'Клиентов', numeric: true, cell: (r) => r.clients },
];

/**
 * /month_statistics (spec 02 §2 'Six months of statistics, stepping six months'): revenue and profit
 * by month as a chart, the months as a table; `[` `]` step six months, Enter opens the month's orders.
 */
export function MonthStatisticsScreen() {
  const { int, set } = useStatParams();
  const offset = int('month_offset') ?? 0;
  const report = useReport(String(offset), () => api.call(monthStatistics, { query: { month_offset: offset } }));
  const rows = report.data?.months ?? [];
  const hrefs = useMemo(
    () => rows.map((r) => ordersHref(COUNTED, { field: 'start_date', value: monthParam(r) })),
    [rows],
  );
  const { cursor, setCursor, open } = useStatCursor(hrefs);
  const go = (next: number) => set({ month_offset: Math.max(0, next) || undefined });
  useCommand('list.prevPage', () => go(offset + 6));
  useCommand('list.nextPage', () => go(offset - 6));
  const last = shiftMonth(thisMonth(), -offset);
  const first = shiftMonth(last, -5);
  const totals = report.data?.totals;
  return (
    <section className="report-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Статистика по месяцам</h1>
      </header>
      <MonthStepper
        value={last}
        step={6}
        label={`${monthTitle(first)} – ${monthTitle(last)}`}
        onChange={(m) => go(offset + (last.year - m.year) * 12 + last.month - m.month)}
      />
      <ReportStatus
        loading={report.loading}
        error={report.error}
        empty={!rows.length}
        emptyText="Нет данных."
        onRetry={report.reload}
      />
      {rows.length > 0 && (
        <>
          <BarChart
            title="Выручка и прибыль по месяцам"
            categories={rows.map(monthTitle)}
            series={[
              { label: 'Выручка', values: rows.map((r) => roubles(r.revenue)) },
              { label: 'Прибыль', values: rows.map((r) => roubles(r.profit)) },
            ]}
            format={(v) => formatRoubles(v.toFixed(2))}
          />
          <ReportTable
            label="Статистика по месяцам"
            columns={columns}
            rows={rows}
            rowKey={(r) => `${r.year}-${r.month}`}
            cursor={cursor}
            onCursor={setCursor}
            onOpen={open}
            totals={
              totals && [
                'Итого',
                totals.orders,
                closedText(totals),
                totals.pending,
                formatRoubles(totals.revenue),
                formatRoubles(totals.profit),
                formatRoubles(totals.average_check),
                totals.clients,
              ]
            }
          />
          <p className="stat-note">
            «~» у числа закрытых: в месяце есть заказы в статусе 2, ещё не посчитанные; число — сколько будет закрыто,
            когда их посчитают (выручка и прибыль — только посчитанных).
          </p>
        </>
      )}
      <p className="report-hint">
        j / k или стрелки — месяц, Enter — заказы месяца, [ ] — шесть месяцев назад и вперёд.
      </p>
    </section>
  );
}
