import { allowed } from '../../../core/actions/allowed.ts';
import { nullifyAmount } from '../../../core/actions/defs/ledger.actions.ts';
import { emptyListBecause } from '../../../core/texts.ts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatDate } from '../../../core/format.ts';
import type { PayTodayRow } from '../../../core/ledger/ledger-contract.ts';
import { formatRoubles } from '../../../core/money.ts';
import { formatPhone } from '../../../core/phone.ts';
import { countOf } from '../../../core/plural.ts';
import { setScreenActions } from '../../commands/screen-actions.ts';
import { useSession } from '../../stores/session-store.ts';
import { ReportSearch } from './ReportSearch.tsx';
import { ReportStatus } from './ReportStates.tsx';
import { type ReportColumn, ReportTable } from './ReportTable.tsx';
import { individualHref } from './report-links.ts';
import { fetchPayToday } from './reports-api.ts';
import { useReport } from './useReport.ts';
import { useReportCursor } from './useReportCursor.ts';
import { nextSort, useReportParams } from './useReportParams.ts';
import './reports.css';

// Loaded when first asked for: most users of the screen only phone the workers.
const NullifyDialog = lazy(() =>
  import('../transactions/NullifyDialog.tsx').then((m) => ({ default: m.NullifyDialog })),
);

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
  // Paying a worker out is zeroing his balance (POST /api/transactions/nullify_amount), which the
  // server allows only with the «Операции» flag; others see the list only.
  const mayPay = useSession((s) => (s.me ? allowed(s.me, nullifyAmount) : false));
  const [paying, setPaying] = useState<PayTodayRow | null>(null);
  useEffect(() => {
    setScreenActions(
      mayPay && cursorRow
        ? [
            {
              id: 'pay_today.nullify',
              name: 'Выплачено: обнулить баланс',
              subtitle: cursorRow.name,
              section: 'Действия',
              keywords: 'выплата обнулить баланс оплачено',
              priority: 5,
              // Deferred so the palette has closed and given the focus back before the dialog takes it.
              perform: () => setTimeout(() => setPaying(cursorRow), 0),
            },
          ]
        : [],
    );
  }, [mayPay, cursorRow]);
  useEffect(() => () => setScreenActions([]), []);

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
        emptyText={
          params.search ? `${emptyListBecause(`по запросу «${params.search}»`)}.` : 'Сегодня выплачивать некому.'
        }
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
      <p className="report-hint">
        j / k или стрелки — строка, Enter — карточка работника, / — поиск
        {mayPay ? ', Ctrl+K «Выплачено» — обнулить баланс работника после выплаты' : ''}.
      </p>
      {paying && (
        <Suspense fallback={null}>
          <NullifyDialog
            workers={[{ id: paying.individual_id, name: paying.name }]}
            onDone={() => {
              setPaying(null);
              report.reload();
            }}
            onClose={() => setPaying(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
