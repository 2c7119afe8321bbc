import { emptyListBecause } from '../../../core/texts.ts';
import { useMemo, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import type { ContractorDebtRow } from '../../../core/ledger/ledger-contract.ts';
import { formatRoubles } from '../../../core/money.ts';
import { countOf } from '../../../core/plural.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { ReportSearch } from './ReportSearch.tsx';
import { ReportStatus } from './ReportStates.tsx';
import { type ReportColumn, ReportTable } from './ReportTable.tsx';
import { contractorHref } from './report-links.ts';
import { fetchContractorDebts } from './reports-api.ts';
import { useReport } from './useReport.ts';
import { useReportCursor } from './useReportCursor.ts';
import { nextSort, useReportParams } from './useReportParams.ts';
import './reports.css';

type Totals = Omit<ContractorDebtRow, 'contractor_id' | 'name' | 'user_id' | 'user_name'>;
const moneyColumns: [Exclude<keyof Totals, 'not_paid_accs'>, string][] = [
  ['accs_debt', 'Долг по счетам'],
  ['orders_debt', 'Долг по заказам'],
  ['accs_month', 'Счета за месяц'],
  ['accs_two_weeks', 'Счета за 2 недели'],
];

const columns: ReportColumn<ContractorDebtRow>[] = [
  {
    key: 'name',
    label: 'Контрагент',
    sort: 'name',
    cell: (r) => <Link href={contractorHref(r.contractor_id)}>{r.name}</Link>,
  },
  { key: 'user_name', label: 'Менеджер', sort: 'user_name', cell: (r) => r.user_name ?? '—' },
  {
    key: 'not_paid_accs',
    label: 'Неоплаченных счетов',
    sort: 'not_paid_accs',
    numeric: true,
    cell: (r) => r.not_paid_accs,
  },
  ...moneyColumns.map(([key, label]) => ({
    key,
    label,
    sort: key,
    numeric: true,
    cell: (r: ContractorDebtRow) => formatRoubles(r[key]),
  })),
];

const contractors = ['контрагент', 'контрагента', 'контрагентов'] as const;

/**
 * /contractor_debts (spec 02 §2, §3 «Contractor debt»): what each contractor owes, with its
 * manager. The server sorts, searches and pages; the foot row is its totals over every page.
 */
export function ContractorDebtsScreen() {
  const [params, setParams] = useReportParams();
  const [, navigate] = useLocation();
  const key = JSON.stringify(params);
  const report = useReport(key, () => fetchContractorDebts(params));
  const answer = report.data;
  const rows = answer?.items ?? [];
  const searchRef = useRef<HTMLInputElement>(null);
  const hrefs = useMemo(() => rows.map((r) => contractorHref(r.contractor_id)), [rows]);
  const [cursor, setCursor] = useReportCursor(hrefs, searchRef);

  const pages = answer ? Math.max(1, Math.ceil(answer.meta.total / Math.max(answer.meta.limit, 1))) : 1;
  const page = answer?.meta.page ?? params.page ?? 1;
  const toPage = (n: number) => n >= 1 && n <= pages && n !== page && setParams({ page: n });
  useCommand('list.prevPage', () => toPage(page - 1));
  useCommand('list.nextPage', () => toPage(page + 1));

  const totals = answer?.totals;
  return (
    <section className="report-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Долги контрагентов</h1>
        <div className="toolbar">
          <ReportSearch
            value={params.search}
            inputRef={searchRef}
            placeholder="Контрагент или менеджер  /"
            onSearch={(search) => setParams({ search })}
          />
          {answer && (
            <span className="report-pages">
              {countOf(answer.meta.total, contractors)}
              {pages > 1 ? `, стр. ${page} из ${pages}` : ''}
            </span>
          )}
        </div>
      </header>
      <ReportStatus
        loading={report.loading}
        error={report.error}
        empty={!rows.length}
        emptyText={params.search ? `${emptyListBecause(`по запросу «${params.search}»`)}.` : 'Долгов нет.'}
        onRetry={report.reload}
      />
      {rows.length > 0 && (
        <ReportTable
          label="Долги контрагентов"
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.contractor_id)}
          cursor={cursor}
          onCursor={setCursor}
          onOpen={(i) => navigate(hrefs[i])}
          sorted={params}
          onSort={(sort) => setParams(nextSort(params, sort))}
          totals={totals && ['Итого', '', totals.not_paid_accs, ...moneyColumns.map(([k]) => formatRoubles(totals[k]))]}
        />
      )}
      <p className="report-hint">
        j / k или стрелки — строка, Enter — карточка контрагента, / — поиск, [ ] — страницы, заголовок — сортировка.
      </p>
    </section>
  );
}
