import { useMemo, useState } from 'react';
import { userEfficiency } from '../../../core/actions/defs/statistics.actions.ts';
import type { EfficiencyRow } from '../../../core/statistics/statistics-contract.ts';
import { api } from '../../app/api.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { ReportStatus } from '../reports/ReportStates.tsx';
import { type ReportColumn, type ReportSort, ReportTable } from '../reports/ReportTable.tsx';
import { useReport } from '../reports/useReport.ts';
import { MonthStepper, shiftMonth } from './MonthStepper.tsx';
import { sortRows } from './sort-rows.ts';
import { useStatCursor } from './useStatCursor.ts';
import { COUNTED, monthParam, ordersHref, useStatParams } from './useStatParams.ts';
import '../reports/reports.css';

const columns: ReportColumn<EfficiencyRow>[] = [
  { key: 'name', label: 'Менеджер', sort: 'name', cell: (r) => r.name },
  { key: 'user_count', label: 'Заказов менеджером 1', numeric: true, sort: 'user_count', cell: (r) => r.user_count },
  { key: 'user2_count', label: 'Заказов менеджером 2', numeric: true, sort: 'user2_count', cell: (r) => r.user2_count },
  {
    key: 'rating',
    label: 'Оценка клиентов',
    numeric: true,
    sort: 'rating',
    cell: (r) => (r.rating === null ? '—' : `${r.rating.toFixed(2).replace('.', ',')} (${r.rated})`),
  },
];

/**
 * /user_efficiency (spec 02: 'name, user_count, user2_count, rating; sorted on the client side',
 * §9 'user efficiency steps by 1 month'): a header sorts in the browser; Enter opens the manager's
 * orders of the month (as manager 2); `[` `]` step a month.
 */
export function UserEfficiencyScreen() {
  const { ym, set } = useStatParams();
  const [sorted, setSorted] = useState<ReportSort>({ sort: 'user2_count', order: 'desc' });
  const report = useReport(`${ym.year}-${ym.month}`, () => api.call(userEfficiency, { query: ym }));
  const rows = useMemo(() => sortRows(report.data?.items ?? [], sorted), [report.data, sorted]);
  const hrefs = useMemo(
    () =>
      rows.map((r) =>
        ordersHref({ ...COUNTED, user2_id: [String(r.user_id)] }, { field: 'start_date', value: monthParam(ym) }),
      ),
    [rows, ym],
  );
  const { cursor, setCursor, open } = useStatCursor(hrefs);
  useCommand('list.prevPage', () => set(shiftMonth(ym, -1)));
  useCommand('list.nextPage', () => set(shiftMonth(ym, 1)));
  return (
    <section className="report-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Эффективность менеджеров</h1>
      </header>
      <MonthStepper value={ym} onChange={(m) => set(m)} />
      <ReportStatus
        loading={report.loading}
        error={report.error}
        empty={!rows.length}
        emptyText="В этом месяце заказов нет."
        onRetry={report.reload}
      />
      {rows.length > 0 && (
        <ReportTable
          label="Эффективность менеджеров"
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.user_id)}
          cursor={cursor}
          onCursor={setCursor}
          onOpen={open}
          sorted={sorted}
          onSort={(key) =>
            setSorted((s) => ({ sort: key, order: s.sort === key && s.order === 'desc' ? 'asc' : 'desc' }))
          }
        />
      )}
      <p className="report-hint">j / k или стрелки — менеджер, Enter — его заказы месяца, [ ] — месяц.</p>
    </section>
  );
}
