import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { everydayStatistics } from '../../../core/actions/defs/statistics.actions.ts';
import { formatDate } from '../../../core/format.ts';
import { formatRoubles } from '../../../core/money.ts';
import type { EverydayRow } from '../../../core/statistics/statistics-contract.ts';
import { api } from '../../app/api.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { BarChart } from '../reports/BarChart.tsx';
import { ReportStatus } from '../reports/ReportStates.tsx';
import { type ReportColumn, ReportTable } from '../reports/ReportTable.tsx';
import { useReport } from '../reports/useReport.ts';
import { MonthStepper, monthTitle, shiftMonth } from './MonthStepper.tsx';
import { useStatCursor } from './useStatCursor.ts';
import { ordersHref, useStatParams } from './useStatParams.ts';
import '../reports/reports.css';

const DATE_TYPES = { updated_at: 'по дню закрытия', payment_date: 'по дню оплаты' } as const;
type DateType = keyof typeof DATE_TYPES;

const money = (key: keyof EverydayRow) => (r: EverydayRow) => formatRoubles(r[key] as string);
const columns: ReportColumn<EverydayRow>[] = [
  { key: 'date', label: 'Дата', cell: (r) => formatDate(r.date) },
  { key: 'orders', label: 'Заказов', numeric: true, cell: (r) => r.orders },
  { key: 'revenue', label: 'Выручка', numeric: true, cell: money('revenue') },
  { key: 'profit', label: 'Прибыль', numeric: true, cell: money('profit') },
  { key: 'ads_spend', label: 'Реклама: расход', numeric: true, cell: money('ads_spend') },
  { key: 'ads_revenue', label: 'Реклама: выручка', numeric: true, cell: money('ads_revenue') },
  { key: 'new_client_profit', label: 'Прибыль новых клиентов', numeric: true, cell: money('new_client_profit') },
  {
    key: 'taxed_profit',
    label: 'Прибыль с налогом на рекламу',
    numeric: true,
    cell: (r) => (r.taxed_profit === null ? '—' : formatRoubles(r.taxed_profit)),
  },
];

/** The day's counted orders in the list: by the day of their last change, or by their payment date. */
function dayHref(type: DateType, date: string) {
  return type === 'payment_date'
    ? ordersHref({ status: ['3'], p_paid_at: [formatDate(date)] })
    : ordersHref({ status: ['3'] }, { field: 'updated_at', value: formatDate(date) });
}

/**
 * /everyday_statistics/{date_type} (spec 02 §2): each day of the month with its orders, money, ads
 * spend and income and spec 02 §9's taxed profit; orders by day as a chart. `[` `]` step a month.
 */
export function EverydayStatisticsScreen() {
  const params = useParams<{ date_type: string }>();
  const type: DateType = params.date_type === 'payment_date' ? 'payment_date' : 'updated_at';
  const { ym, set } = useStatParams();
  const report = useReport(`${type}:${ym.year}-${ym.month}`, () =>
    api.call(everydayStatistics, { query: { ...ym, date_type: type } }),
  );
  const rows = report.data?.days ?? [];
  const hrefs = useMemo(() => rows.map((r) => dayHref(type, r.date)), [rows, type]);
  const { cursor, setCursor, open } = useStatCursor(hrefs);
  const go = (delta: number) => set(shiftMonth(ym, delta));
  useCommand('list.prevPage', () => go(-1));
  useCommand('list.nextPage', () => go(1));
  const t = report.data?.totals;
  return (
    <section className="report-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Ежедневная статистика {DATE_TYPES[type]}</h1>
        <nav className="stat-switch" aria-label="Считать заказы">
          {(Object.keys(DATE_TYPES) as DateType[]).map((k) => (
            <Link
              key={k}
              href={`/everyday_statistics/${k}?year=${ym.year}&month=${ym.month}`}
              aria-current={k === type ? 'page' : undefined}
            >
              {DATE_TYPES[k]}
            </Link>
          ))}
        </nav>
      </header>
      <MonthStepper value={ym} onChange={(m) => set(m)} />
      <ReportStatus
        loading={report.loading}
        error={report.error}
        empty={!rows.length}
        emptyText="Нет данных."
        onRetry={report.reload}
      />
      {report.data && (
        <>
          <BarChart
            title={`Заказы по дням, ${monthTitle(ym).toLowerCase()}`}
            categories={rows.map((r) => String(Number(r.date.slice(8))))}
            series={[{ label: 'Заказов', values: rows.map((r) => r.orders) }]}
            format={(v) => String(Math.round(v))}
            labelEvery={2}
          />
          <ReportTable
            label="Статистика по дням"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.date}
            cursor={cursor}
            onCursor={setCursor}
            onOpen={open}
            totals={
              t && [
                'Итого',
                t.orders,
                formatRoubles(t.revenue),
                formatRoubles(t.profit),
                formatRoubles(t.ads_spend),
                formatRoubles(t.ads_revenue),
                formatRoubles(t.new_client_profit),
                '',
              ]
            }
          />
          <p className="stat-note">
            Прибыль с налогом на рекламу = прибыль дня − 0,14 × прибыль новых клиентов из рекламы × выручка прошлого
            месяца ÷ прибыль прошлого месяца (прошлый месяц: выручка {formatRoubles(report.data.prev_month.revenue)},
            прибыль {formatRoubles(report.data.prev_month.profit)}), с округлением вниз.
          </p>
        </>
      )}
      <p className="report-hint">j / k или стрелки — день, Enter — заказы дня, [ ] — месяц.</p>
    </section>
  );
}
