import { useMemo } from 'react';
import { driverStatistics } from '../../../core/actions/defs/statistics.actions.ts';
import { formatRoubles } from '../../../core/money.ts';
import type { DriverRow, VehicleRow } from '../../../core/statistics/statistics-contract.ts';
import { api } from '../../app/api.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { ReportStatus } from '../reports/ReportStates.tsx';
import { type ReportColumn, ReportTable } from '../reports/ReportTable.tsx';
import { useReport } from '../reports/useReport.ts';
import { MonthStepper, shiftMonth } from './MonthStepper.tsx';
import { useStatCursor } from './useStatCursor.ts';
import { useStatParams } from './useStatParams.ts';
import '../reports/reports.css';

const hours = (h: number) => String(h).replace('.', ',');

const driverColumns: ReportColumn<DriverRow>[] = [
  { key: 'name', label: 'Водитель', cell: (r) => r.name },
  { key: 'vehicles', label: 'Машины', cell: (r) => r.vehicles },
  { key: 'orders', label: 'Заказов', numeric: true, cell: (r) => r.orders },
  { key: 'hours', label: 'Часов', numeric: true, cell: (r) => hours(r.hours) },
  { key: 'revenue', label: 'Выручка', numeric: true, cell: (r) => formatRoubles(r.revenue) },
  { key: 'pay', label: 'Оплата водителю', numeric: true, cell: (r) => formatRoubles(r.pay) },
];

const vehicleColumns: ReportColumn<VehicleRow>[] = [
  { key: 'name', label: 'Машина', cell: (r) => r.name },
  { key: 'orders', label: 'Заказов', numeric: true, cell: (r) => r.orders },
  { key: 'hours', label: 'Часов', numeric: true, cell: (r) => hours(r.hours) },
  { key: 'revenue', label: 'Выручка', numeric: true, cell: (r) => formatRoubles(r.revenue) },
];

/**
 * /driver_statistics (spec 02 §2 'Cars and clients statistics by year and month'): the month's
 * drivers (work type 52) with their orders, billed hours, revenue and pay, and the same per vehicle.
 * Enter opens the driver's card; `[` `]` step a month.
 */
export function DriverStatisticsScreen() {
  const { ym, set } = useStatParams();
  const report = useReport(`${ym.year}-${ym.month}`, () => api.call(driverStatistics, { query: ym }));
  const rows = report.data?.items ?? [];
  const hrefs = useMemo(() => rows.map((r) => `/individuals?id=${r.individual_id}`), [rows]);
  const { cursor, setCursor, open } = useStatCursor(hrefs);
  useCommand('list.prevPage', () => set(shiftMonth(ym, -1)));
  useCommand('list.nextPage', () => set(shiftMonth(ym, 1)));
  const t = report.data?.totals;
  return (
    <section className="report-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Статистика водителей</h1>
      </header>
      <MonthStepper value={ym} onChange={(m) => set(m)} />
      <ReportStatus
        loading={report.loading}
        error={report.error}
        empty={!rows.length}
        emptyText="В этом месяце водители не работали."
        onRetry={report.reload}
      />
      {rows.length > 0 && t && (
        <>
          <ReportTable
            label="Водители"
            columns={driverColumns}
            rows={rows}
            rowKey={(r) => String(r.individual_id)}
            cursor={cursor}
            onCursor={setCursor}
            onOpen={open}
            totals={['Итого', '', t.orders, hours(t.hours), formatRoubles(t.revenue), formatRoubles(t.pay)]}
          />
          <ReportTable
            label="Машины"
            columns={vehicleColumns}
            rows={report.data?.vehicles ?? []}
            rowKey={(r) => String(r.instrument_type_id)}
            cursor={-1}
            onCursor={() => undefined}
            onOpen={() => undefined}
          />
        </>
      )}
      <p className="report-hint">j / k или стрелки — водитель, Enter — карточка водителя, [ ] — месяц.</p>
    </section>
  );
}
