import { useLocation, useSearch } from 'wouter';
import { formatDate } from '../../../core/format.ts';
import { GanttChart } from './GanttChart.tsx';
import { ScheduleConflicts } from './ScheduleConflicts.tsx';
import { useSchedule } from './useSchedule.ts';
import './schedule.css';

/**
 * /schedule_day and /schedule_week (spec 02): the orders of a day or a week as a Gantt chart.
 * The date is the URL's start_date (yyyy-MM-dd); one not 10 characters long means today.
 */
function ScheduleScreen({ kind, title }: { kind: 'daily' | 'weekly'; title: string }) {
  const startDate = new URLSearchParams(useSearch()).get('start_date') ?? undefined;
  const [path, navigate] = useLocation();
  const { data, error } = useSchedule(kind, startDate);
  const go = (date: string) => navigate(`${path}?start_date=${date}`);
  const range =
    data && (data.from === data.to ? formatDate(data.from) : `${formatDate(data.from)} – ${formatDate(data.to)}`);

  return (
    <section className="schedule-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">
          {title}
          {range ? `: ${range}` : ''}
        </h1>
        <nav className="toolbar" aria-label="Выбор даты">
          {data?.days?.map((d) => (
            <button
              key={d.date}
              type="button"
              aria-pressed={d.date === data.from}
              className={d.date === data.from ? 'primary' : undefined}
              onClick={() => go(d.date)}
            >
              {d.label}
            </button>
          ))}
          {data?.previous && (
            <button type="button" onClick={() => go(data.previous as string)}>
              ← Прошлая неделя
            </button>
          )}
          {data?.next && (
            <button type="button" onClick={() => go(data.next as string)}>
              Следующая неделя →
            </button>
          )}
        </nav>
      </header>
      {error && <p role="alert">{error.message}</p>}
      {data && !data.items.length && <p className="gantt-empty">Заказов в статусах 2 и 3 на эти даты нет.</p>}
      {data && data.items.length > 0 && <GanttChart data={data} label={`${title}: заказы`} />}
      {data && <ScheduleConflicts conflicts={data.conflicts} />}
      <p className="gantt-hint">Стрелки — между заказами, Enter или щелчок — открыть заказ.</p>
    </section>
  );
}

export const ScheduleDay = () => <ScheduleScreen kind="daily" title="Расписание на день" />;
export const ScheduleWeek = () => <ScheduleScreen kind="weekly" title="Расписание на неделю" />;
