import { useMemo } from 'react';
import { occupationStatistics } from '../../../core/actions/defs/statistics.actions.ts';
import { occupationKindOptions } from '../../../core/resources/options.ts';
import { api } from '../../app/api.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { ReportStatus } from '../reports/ReportStates.tsx';
import { useReport } from '../reports/useReport.ts';
import { HeatMap } from './HeatMap.tsx';
import { MonthStepper, shiftMonth } from './MonthStepper.tsx';
import { useStatCursor } from './useStatCursor.ts';
import { useStatParams } from './useStatParams.ts';
import '../reports/reports.css';

type Kind = 'gruz' | 'sbor' | 'takel';

/**
 * /individual_occupation (spec 02 'parameter busy default 1; slots 08:00 to 18:00 hourly; work kinds
 * gruz, sbor, takel'): busy workers as a heat map of hours, or the idle ones; a work kind narrows
 * both. Enter opens the worker's card; `[` `]` step a month.
 */
export function OccupationScreen() {
  const { ym, int, q, set } = useStatParams();
  const busy = int('busy') === 0 ? 0 : 1;
  const kindText = q.get('kind');
  const kind = occupationKindOptions.some((o) => o.value === kindText) ? (kindText as Kind) : null;
  const page = int('page') ?? 1;
  const report = useReport(`${ym.year}-${ym.month}:${busy}:${kind}:${page}`, () =>
    api.call(occupationStatistics, { query: { ...ym, busy, ...(kind ? { kind } : {}), page } }),
  );
  const data = report.data;
  const rows = data?.items ?? [];
  const hrefs = useMemo(() => rows.map((r) => `/individuals?id=${r.individual_id}`), [rows]);
  const { cursor, setCursor, open } = useStatCursor(hrefs);
  useCommand('list.prevPage', () => set({ ...shiftMonth(ym, -1), page: undefined }));
  useCommand('list.nextPage', () => set({ ...shiftMonth(ym, 1), page: undefined }));
  return (
    <section className="report-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Занятость работников</h1>
        <div className="stat-switch">
          <button type="button" aria-pressed={busy === 1} onClick={() => set({ busy: undefined, page: undefined })}>
            Занятые
          </button>
          <button type="button" aria-pressed={busy === 0} onClick={() => set({ busy: 0, page: undefined })}>
            Свободные весь месяц
          </button>
          <label htmlFor="occupation-kind">Вид работ</label>
          <select
            id="occupation-kind"
            value={kind ?? ''}
            onChange={(e) => set({ kind: e.target.value, page: undefined })}
          >
            <option value="">Все</option>
            {occupationKindOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </header>
      <MonthStepper value={ym} onChange={(m) => set({ ...m, page: undefined })} />
      <ReportStatus
        loading={report.loading}
        error={report.error}
        empty={!rows.length}
        emptyText="Никого."
        onRetry={report.reload}
      />
      {data && rows.length > 0 && (
        <>
          <HeatMap slots={data.slots} rows={rows} cursor={cursor} onCursor={setCursor} onOpen={open} />
          <nav className="toolbar" aria-label="Страницы">
            <button type="button" disabled={page <= 1} onClick={() => set({ page: page - 1 })}>
              ← Предыдущие
            </button>
            <span>
              Страница {data.meta.page} из {data.meta.pages} (работников: {data.meta.total})
            </span>
            <button type="button" disabled={page >= data.meta.pages} onClick={() => set({ page: page + 1 })}>
              Следующие →
            </button>
          </nav>
          <p className="stat-note">
            В клетке — сколько дней месяца ({data.days}) работник был занят в этот час; чем темнее, тем чаще.
          </p>
        </>
      )}
      <p className="report-hint">j / k или стрелки — работник, Enter — карточка работника, [ ] — месяц.</p>
    </section>
  );
}
