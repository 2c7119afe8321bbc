import { useCallback, useEffect, useState } from 'react';
import { type SchedulePeopleAnswer, schedulePeople } from '../../../core/actions/defs/schedule-board.actions.ts';
import type { ScheduleAnswer } from '../../../core/actions/defs/schedule.actions.ts';
import { api } from '../../app/api.ts';

/**
 * The week board's data: GET /api/schedule/weekly for the orders and, once the people view has
 * been opened, GET /api/schedule/people; `reload` asks both again (after an assignment).
 */
export function useBoardData(startDate: string | undefined, withPeople: boolean) {
  const [week, setWeek] = useState<ScheduleAnswer | null>(null);
  const [people, setPeople] = useState<SchedulePeopleAnswer | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks again on purpose.
  useEffect(() => {
    let live = true;
    setError(null);
    api
      .request<ScheduleAnswer>(
        'GET',
        '/api/schedule/weekly',
        undefined,
        startDate ? { start_date: startDate } : undefined,
      )
      .then((answer) => live && setWeek(answer))
      .catch((e: Error) => live && setError(e));
    return () => {
      live = false;
    };
  }, [startDate, version]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks again on purpose.
  useEffect(() => {
    if (!withPeople) return;
    let live = true;
    api
      .call(schedulePeople, { query: startDate ? { start_date: startDate } : {} })
      .then((answer) => live && setPeople(answer))
      .catch((e: Error) => live && setError(e));
    return () => {
      live = false;
    };
  }, [startDate, withPeople, version]);
  return { week, people, error, reload };
}
