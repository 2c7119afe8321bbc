import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useLocation, useSearch } from 'wouter';
import { formatDate } from '../../../core/format.ts';
import { addDays, moscowDate, scheduleDate, weekOf } from '../../../core/rules/schedule.rule.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { assignWorker } from './assign-worker.ts';
import { dayColumns, firstPersonRow, type OrdersCursor, type PeopleCursor, peopleRows } from './board-model.ts';
import { BoardLegend } from './BoardLegend.tsx';
import { BoardOrders } from './BoardOrders.tsx';
import { BoardPeople } from './BoardPeople.tsx';
import { timeRange } from './board-text.ts';
import { useBoardData } from './useBoardData.ts';
import './board.css';

type View = 'orders' | 'people';

/**
 * /schedule_week as a planning board (issue 23 item 1): the seven days as columns, rows switched
 * between the orders of each day and the people (workers by brigade), so a dispatcher sees both
 * what happens on Thursday and who is free then. The URL keeps the week (start_date) and the view.
 * Keys: arrows and Enter in the board, [ ] the week, t today, v the view, a assigns the person
 * under the cursor to the selected order.
 */
export function WeekBoard() {
  const params = new URLSearchParams(useSearch());
  const startDate = params.get('start_date') ?? undefined;
  const view: View = params.get('view') === 'people' ? 'people' : 'orders';
  const [path, navigate] = useLocation();
  const { week, people, error, reload } = useBoardData(startDate, view === 'people');
  const today = moscowDate();
  const cols = useMemo(() => (week ? dayColumns(week, today) : []), [week, today]);
  const rows = useMemo(() => (people ? peopleRows(people) : []), [people]);
  const [cursor, setCursor] = useState<OrdersCursor>({ day: 0, index: 0 });
  const [peopleCursor, setPeopleCursor] = useState<PeopleCursor>({ row: 0, day: 0 });
  const [targetId, setTargetId] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [armed, setArmed] = useState<string | null>(null);

  // A new week starts on today's column when it holds today, else on Monday.
  const weekFrom = week?.from;
  const todayIndex = Math.max(
    0,
    cols.findIndex((c) => c.today),
  );
  useEffect(() => {
    if (!weekFrom) return;
    setCursor({ day: todayIndex, index: 0 });
    setTargetId(null);
  }, [weekFrom, todayIndex]);
  const cursorBar = cols[cursor.day]?.bars[cursor.index];
  useEffect(() => {
    if (view === 'orders') setTargetId(cursorBar?.order_id ?? null);
  }, [view, cursorBar]);
  const target = week?.items.find((b) => b.order_id === targetId) ?? null;
  const targetDay = target ? cols.findIndex((c) => c.date === target.start.slice(0, 10)) : null;
  useEffect(() => {
    if (view === 'people' && rows.length)
      setPeopleCursor((c) => ({
        row: rows[c.row]?.kind === 'person' ? c.row : firstPersonRow(rows),
        day: targetDay ?? c.day,
      }));
  }, [view, rows, targetDay]);

  const go = (date: string, nextView: View = view) =>
    navigate(`${path}?start_date=${date}${nextView === 'people' ? '&view=people' : ''}`);
  // The URL's week, not the last answer's: two quick presses of ] step two weeks.
  const from = weekOf(scheduleDate(startDate, today) ?? today).from;
  useCommand('schedule.prev', () => go(addDays(from, -7)));
  useCommand('schedule.next', () => go(addDays(from, 7)));
  useCommand('schedule.today', () => go(today));
  useCommand('schedule.view', () => go(from, view === 'orders' ? 'people' : 'orders'));
  useCommand('schedule.assign', () => void assign());
  const open = (orderId: number) => navigate(`/orders?id=${orderId}`);

  async function assign() {
    const row = rows[peopleCursor.row];
    if (view !== 'people' || row?.kind !== 'person')
      return setStatus('Назначение — в режиме «Люди»: v, затем стрелками к работнику и a');
    if (!target) return setStatus('Сначала выберите заказ в режиме «Заказы по дням» (v), затем вернитесь к людям');
    const key = `${target.order_id}/${row.person.id}`;
    try {
      const outcome = await assignWorker(target, row.person, armed === key);
      setArmed(outcome.kind === 'confirm' ? key : null);
      setStatus(outcome.message);
      if (outcome.kind === 'done') {
        toast.success(outcome.message, { duration: 4000 });
        reload();
      } else if (outcome.kind === 'refused') toast.warning(outcome.message, { duration: 5000 });
    } catch (e) {
      setArmed(null);
      setStatus((e as Error).message);
      toast.error((e as Error).message, { duration: 5000 });
    }
  }

  const range = week && `${formatDate(week.from)} – ${formatDate(week.to)}`;
  return (
    <section className="schedule-screen week-board" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Расписание на неделю{range ? `: ${range}` : ''}</h1>
        <nav className="toolbar" aria-label="Неделя и вид">
          <button type="button" onClick={() => go(addDays(from, -7))} title="[">
            ← Прошлая
          </button>
          <button type="button" onClick={() => go(today)} title="t">
            Сегодня
          </button>
          <button type="button" onClick={() => go(addDays(from, 7))} title="]">
            Следующая →
          </button>
          <fieldset className="board-switch" aria-label="Строки">
            <button type="button" aria-pressed={view === 'orders'} onClick={() => go(from, 'orders')} title="v">
              Заказы по дням
            </button>
            <button type="button" aria-pressed={view === 'people'} onClick={() => go(from, 'people')} title="v">
              Люди
            </button>
          </fieldset>
        </nav>
      </header>
      {week && <BoardLegend bars={week.items} />}
      <p className="board-status" aria-live="polite">
        {target
          ? `Выбран заказ №${target.order_id}: ${formatDate(target.start.slice(0, 10))} ${timeRange(target)}, ${target.contractor ?? ''}, мест ${target.places_filled}/${target.places_total}`
          : 'Заказ не выбран'}
        {status && <span className="board-message"> — {status}</span>}
      </p>
      {error && <p role="alert">{error.message}</p>}
      {week && view === 'orders' && <BoardOrders cols={cols} cursor={cursor} onCursor={setCursor} onOpen={open} />}
      {view === 'people' && people && (
        <BoardPeople
          rows={rows}
          days={cols}
          cursor={peopleCursor}
          onCursor={setPeopleCursor}
          onOpen={open}
          targetId={targetId}
          targetDay={targetDay}
        />
      )}
      {view === 'people' && people && people.total > people.items.length && (
        <p className="board-hint">
          Показаны {people.items.length} из {people.total}.
        </p>
      )}
      <p className="board-hint">
        Стрелки — по доске, Enter — открыть заказ, [ ] — неделя, t — сегодня, v — заказы / люди, a — назначить работника
        на выбранный заказ.
      </p>
    </section>
  );
}
