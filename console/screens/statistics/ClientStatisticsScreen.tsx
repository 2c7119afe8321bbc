import { useMemo } from 'react';
import { clientStatistics } from '../../../core/actions/defs/statistics.actions.ts';
import { formatDate } from '../../../core/format.ts';
import { formatRoubles } from '../../../core/money.ts';
import type { ClientRow } from '../../../core/statistics/statistics-contract.ts';
import { api } from '../../app/api.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { BarChart } from '../reports/BarChart.tsx';
import { ReportStatus } from '../reports/ReportStates.tsx';
import { type ReportColumn, ReportTable } from '../reports/ReportTable.tsx';
import { useReport } from '../reports/useReport.ts';
import { MonthStepper, monthTitle, shiftMonth, type YearMonth } from './MonthStepper.tsx';
import { useStatCursor } from './useStatCursor.ts';
import { COUNTED, ordersHref, roubles, useStatParams } from './useStatParams.ts';
import '../reports/reports.css';

const lastDay = (m: YearMonth) => {
  const next = shiftMonth(m, 1);
  return new Date(Date.UTC(next.year, next.month - 1, 0)).toISOString().slice(0, 10);
};
const firstDay = (m: YearMonth) => `${m.year}-${String(m.month).padStart(2, '0')}-01`;

/**
 * /client_statistics (spec 02 §2, §9 'client views step by 6'): six months per client, biggest
 * revenue first, 50 a page; the six months' totals as a chart. Enter opens the client's orders of
 * those months; `[` `]` step six months.
 */
export function ClientStatisticsScreen() {
  const { ym, int, set } = useStatParams();
  const page = int('page') ?? 1;
  const report = useReport(`${ym.year}-${ym.month}:${page}`, () =>
    api.call(clientStatistics, { query: { ...ym, page } }),
  );
  const data = report.data;
  const months = data?.months ?? [];
  const rows = data?.items ?? [];
  const first = shiftMonth(ym, -5);
  const range = `${formatDate(firstDay(first))}..${formatDate(lastDay(ym))}`;
  const hrefs = useMemo(
    () => rows.map((r) => ordersHref({ ...COUNTED, contractor_id: [String(r.contractor_id)], start_date: [range] })),
    [rows, range],
  );
  const { cursor, setCursor, open } = useStatCursor(hrefs);
  useCommand('list.prevPage', () => set({ ...shiftMonth(ym, -6), page: undefined }));
  useCommand('list.nextPage', () => set({ ...shiftMonth(ym, 6), page: undefined }));
  const columns: ReportColumn<ClientRow>[] = [
    { key: 'name', label: 'Клиент', cell: (r) => r.name },
    ...months.map((m, i) => ({
      key: `m${i}`,
      label: monthTitle(m),
      numeric: true,
      cell: (r: ClientRow) => formatRoubles(r.months[i].revenue),
    })),
    { key: 'orders', label: 'Заказов', numeric: true, cell: (r) => r.orders },
    { key: 'revenue', label: 'Выручка', numeric: true, cell: (r) => formatRoubles(r.revenue) },
    { key: 'profit', label: 'Прибыль', numeric: true, cell: (r) => formatRoubles(r.profit) },
  ];
  return (
    <section className="report-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Статистика клиентов</h1>
      </header>
      <MonthStepper
        value={ym}
        step={6}
        label={`${monthTitle(first)} – ${monthTitle(ym)}`}
        onChange={(m) => set({ ...m, page: undefined })}
      />
      <ReportStatus
        loading={report.loading}
        error={report.error}
        empty={!rows.length}
        emptyText="За эти месяцы заказов нет."
        onRetry={report.reload}
      />
      {data && rows.length > 0 && (
        <>
          <BarChart
            title="Выручка и прибыль всех клиентов по месяцам"
            categories={months.map(monthTitle)}
            series={[
              { label: 'Выручка', values: data.totals.months.map((m) => roubles(m.revenue)) },
              { label: 'Прибыль', values: data.totals.months.map((m) => roubles(m.profit)) },
            ]}
            format={(v) => formatRoubles(v.toFixed(2))}
          />
          <ReportTable
            label="Клиенты по месяцам"
            columns={columns}
            rows={rows}
            rowKey={(r) => String(r.contractor_id)}
            cursor={cursor}
            onCursor={setCursor}
            onOpen={open}
            totals={[
              'Все клиенты',
              ...data.totals.months.map((m) => formatRoubles(m.revenue)),
              data.totals.orders,
              formatRoubles(data.totals.revenue),
              formatRoubles(data.totals.profit),
            ]}
          />
          <nav className="toolbar" aria-label="Страницы">
            <button type="button" disabled={page <= 1} onClick={() => set({ page: page - 1 })}>
              ← Предыдущие
            </button>
            <span>
              Страница {data.meta.page} из {data.meta.pages} (клиентов: {data.meta.total})
            </span>
            <button type="button" disabled={page >= data.meta.pages} onClick={() => set({ page: page + 1 })}>
              Следующие →
            </button>
          </nav>
        </>
      )}
      <p className="report-hint">j / k или стрелки — клиент, Enter — его заказы за эти месяцы, [ ] — шесть месяцев.</p>
    </section>
  );
}
