import { useLocation, useSearch } from 'wouter';
import { formatDate } from '../../../core/format.ts';
import { addDays, moscowDate, scheduleDate } from '../../../core/rules/schedule.rule.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { GanttChart } from './GanttChart.tsx';
import { ScheduleConflicts } from './ScheduleConflicts.tsx';
import { useSchedule } from './useSchedule.ts';
import './schedule.css';

/**
 * /schedule_day (spec 02): the orders of a day as a Gantt chart. The date is the URL's start_date
 * (yyyy-MM-dd); one not 10 characters long means today. [ and ] step the day, t goes to today.
 */
function ScheduleScreen({ kind, title }: { kind: 'daily'; title: string }) {
  const startDate = new URLSearchParams(useSearch()).get('start_date') ?? undefined;
  const [path, navigate] = useLocation();
  const { data, error } = useSchedule(kind, startDate);
  const go = (date: string) => navigate(`${path}?start_date=${date}`);
  // The URL's day, not the last answer's: two quick presses step two days.
  const day = scheduleDate(startDate, moscowDate()) ?? moscowDate();
  useCommand('schedule.prev', () => go(addDays(day, -1)));
  useCommand('schedule.next', () => go(addDays(day, 1)));
  useCommand('schedule.today', () => go(moscowDate()));
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
        </nav>
      </header>
      {error && <p role="alert">{error.message}</p>}
      {data && !data.items.length && <p className="gantt-empty">Заказов в статусах 2 и 3 на эти даты нет.</p>}
      {data && data.items.length > 0 && <GanttChart data={data} label={`${title}: заказы`} />}
      {data && <ScheduleConflicts conflicts={data.conflicts} />}
      <p className="gantt-hint">
        Стрелки — между заказами, Enter или щелчок — открыть заказ, [ ] — предыдущий и следующий день, t — сегодня.
      </p>
    </section>
  );
}

export const ScheduleDay = () => <ScheduleScreen kind="daily" title="Расписание на день" />;
