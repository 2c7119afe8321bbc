import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatDate, officeToday } from '../../../core/format.ts';
import type { ExcerptSums } from '../../../core/ledger/ledger-contract.ts';
import { formatRoubles } from '../../../core/money.ts';
import { setScreenActions } from '../../commands/screen-actions.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { ExcerptChart } from './ExcerptChart.tsx';
import { type ExcerptLine, excerptLines } from './excerpt-lines.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { ReportStatus } from './ReportStates.tsx';
import { type ReportColumn, ReportTable } from './ReportTable.tsx';
import { fetchExcerpts } from './reports-api.ts';
import { monthPeriod, type Period, periodText, shiftPeriod } from './report-period.ts';
import { useReport } from './useReport.ts';
import { useReportCursor } from './useReportCursor.ts';
import './reports.css';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The URL's period (?from=&to=, yyyy-MM-dd); none or a malformed one: the server's default month. */
function urlPeriod(search: string): Period | null {
  const q = new URLSearchParams(search);
  const from = q.get('from') ?? '';
  const to = q.get('to') ?? '';
  return ISO.test(from) && ISO.test(to) ? { from, to } : null;
}

const sumColumns: [keyof ExcerptSums, string][] = [
  ['clients', 'Клиенты'],
  ['own_individuals', 'Свои работники'],
  ['theirs_individuals', 'Сторонние'],
  ['users', 'Менеджеры'],
  ['total', 'Итого'],
];

const columns: ReportColumn<ExcerptLine>[] = [
  { key: 'date', label: 'Дата', cell: (l) => (l.kind === 'day' ? '' : formatDate(l.date)) },
  {
    key: 'operation',
    label: 'Операция',
    cell: (l) => <Link href={l.href}>{l.kind === 'day' ? `Итого за ${formatDate(l.date)}` : l.label}</Link>,
  },
  ...sumColumns.map(([key, label]) => ({
    key,
    label,
    numeric: true,
    cell: (l: ExcerptLine) => formatRoubles(l.sums[key]),
  })),
];

/**
 * /excerpts (spec 02 §2, issue 13 item 6): the ledger's daily sums by operation, split by whom the
 * rows belong to, each day closed by its total, the period's totals at the foot and its day
 * totals as a chart. `[` `]` step a month, `/` or the palette's «Период…» go to the dates.
 */
export function ExcerptsScreen() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const asked = urlPeriod(search);
  const report = useReport(asked ? `${asked.from}..${asked.to}` : '', () => fetchExcerpts(asked ?? {}));
  const answer = report.data;
  const period: Period = asked ?? (answer ? { from: answer.from, to: answer.to } : monthPeriod(officeToday()));
  const go = (p: Period) => navigate(`${path}?from=${p.from}&to=${p.to}`);
  const fromRef = useRef<HTMLInputElement>(null);

  const lines = useMemo(() => (answer ? excerptLines(answer) : []), [answer]);
  const [cursor, setCursor] = useReportCursor(
    lines.map((l) => l.href),
    fromRef,
  );
  useCommand('list.prevPage', () => go(shiftPeriod(period, -1)));
  useCommand('list.nextPage', () => go(shiftPeriod(period, 1)));
  useEffect(() => {
    setScreenActions([
      {
        id: 'report.period',
        name: 'Период…',
        section: 'Выписки',
        keywords: 'даты месяц выписка',
        perform: () => setTimeout(() => fromRef.current?.focus(), 0),
      },
    ]);
    return () => setScreenActions([]);
  }, []);

  const totals = answer?.totals;
  return (
    <section className="report-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Выписки: {periodText(period)}</h1>
      </header>
      <PeriodPicker
        period={period}
        fromRef={fromRef}
        onChange={go}
        onDone={() => (document.activeElement as HTMLElement | null)?.blur()}
      />
      <ReportStatus
        loading={report.loading}
        error={report.error}
        empty={!lines.length}
        emptyText="За этот период операций нет."
        onRetry={report.reload}
      />
      {answer && lines.length > 0 && (
        <>
          <ExcerptChart period={{ from: answer.from, to: answer.to }} days={answer.days} />
          <ReportTable
            label="Выписка по дням и операциям"
            columns={columns}
            rows={lines}
            rowKey={(l) => `${l.date}:${l.operationId ?? 'day'}`}
            rowClass={(l) => (l.kind === 'day' ? 'report-day-total' : '')}
            cursor={cursor}
            onCursor={setCursor}
            onOpen={(i) => navigate(lines[i].href)}
            totals={totals && ['Итого за период', '', ...sumColumns.map(([key]) => formatRoubles(totals[key]))]}
          />
        </>
      )}
      <p className="report-hint">j / k или стрелки — строка, Enter — операции этого дня, [ ] — месяц.</p>
    </section>
  );
}
