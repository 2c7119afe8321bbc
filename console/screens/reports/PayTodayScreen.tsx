import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { formatDate } from '../../../core/format.ts';
import type { PayTodayRow } from '../../../core/ledger/ledger-contract.ts';
import { formatRoubles } from '../../../core/money.ts';
import { formatPhone } from '../../../core/phone.ts';
import { countOf } from '../../../core/plural.ts';
import { ReportSearch } from './ReportSearch.tsx';
import { ReportStatus } from './ReportStates.tsx';
import { type ReportColumn, ReportTable } from './ReportTable.tsx';
import { individualHref } from './report-links.ts';
import { fetchPayToday } from './reports-api.ts';
import { usePayTodayCursor } from './pay-today-cursor.ts';
import { useReport } from './useReport.ts';
import { useReportCursor } from './useReportCursor.ts';
import { nextSort, useReportParams } from './useReportParams.ts';
import './reports.css';

const date = (d: string | null) => (d ? formatDate(d) : '—');

const columns: ReportColumn<PayTodayRow>[] = [
  {
    key: 'name',
    label: 'Работник',
    sort: 'name',
    cell: (r) => <Link href={individualHref(r.individual_id)}>{r.name}</Link>,
  },
  { key: 'phone', label: 'Телефон', cell: (r) => (r.phone ? formatPhone(r.phone) : '—') },
  { key: 'amount', label: 'Сумма', sort: 'amount', numeric: true, cell: (r) => formatRoubles(r.amount) },
  {
    key: 'last_payment_date',
    label: 'Последняя выплата',
    sort: 'last_payment_date',
    cell: (r) => date(r.last_payment_date),
  },
  // The number as the server sends it: masked «•••• 1234» unless the user holds `transactions`.
  { key: 'card_number', label: 'Карта', cell: (r) => <span className="card-number">{r.card_number ?? '—'}</span> },
  { key: 'card_active_until', label: 'Действует до', cell: (r) => date(r.card_active_until) },
  { key: 'card_comment', label: 'Комментарий к карте', cell: (r) => r.card_comment ?? '' },
];

const workers = ['работник', 'работника', 'работников'] as const;

/**
 * /pay_today (spec 02 §2, §3 «Pay-today entry»): whom to pay today and how much, with the card
 * to pay to. Open to every signed-in user: logists phone the workers they pay.
 */
export function PayTodayScreen() {
  const [params, setParams] = useReportParams();
  const [, navigate] = useLocation();
  const { page: _page, ...asked } = params;
  const report = useReport(JSON.stringify(asked), () => fetchPayToday(asked));
  const rows = report.data?.items ?? [];
  const searchRef = useRef<HTMLInputElement>(null);
  const hrefs = useMemo(() => rows.map((r) => individualHref(r.individual_id)), [rows]);
  const [cursor, setCursor] = useReportCursor(hrefs, searchRef);

  const cursorRow = rows[cursor] ?? null;
  useEffect(() => usePayTodayCursor.setState({ row: cursorRow, reload: report.reload }), [cursorRow, report.reload]);
  useEffect(() => () => usePayTodayCursor.setState({ row: null, reload: () => undefined }), []);

  const totals = report.data?.totals;
  return (
    <section className="report-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Выплаты сегодня</h1>
        <div className="toolbar">
          <ReportSearch
            value={params.search}
            inputRef={searchRef}
            placeholder="Работник или телефон  /"
            onSearch={(search) => setParams({ search })}
          />
        </div>
      </header>
      <ReportStatus
        loading={report.loading}
        error={report.error}
        empty={!rows.length}
        emptyText={params.search ? `Ничего не найдено по запросу «${params.search}».` : 'Сегодня выплачивать некому.'}
        onRetry={report.reload}
      />
      {rows.length > 0 && (
        <ReportTable
          label="Выплаты сегодня"
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.individual_id)}
          cursor={cursor}
          onCursor={setCursor}
          onOpen={(i) => navigate(hrefs[i])}
          sorted={params}
          onSort={(sort) => setParams(nextSort(params, sort))}
          totals={
            totals && [`Итого: ${countOf(totals.count, workers)}`, '', formatRoubles(totals.amount), '', '', '', '']
          }
        />
      )}
      <p className="report-hint">j / k или стрелки — строка, Enter — карточка работника, / — поиск.</p>
    </section>
  );
}
