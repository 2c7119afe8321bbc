import { useEffect, useState } from 'react';
import {
  dailySchedule,
  type ScheduleAnswer,
  type ScheduleBar,
  weeklySchedule,
} from '../../../core/actions/defs/schedule.actions.ts';
import { api } from '../../app/api.ts';

export type { ScheduleAnswer, ScheduleBar };

/** GET /api/schedule/{daily|weekly}; `startDate` as the URL has it (the server reads a bad length as today). */
export function useSchedule(kind: 'daily' | 'weekly', startDate: string | undefined) {
  const [data, setData] = useState<ScheduleAnswer | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    api
      .call(kind === 'daily' ? dailySchedule : weeklySchedule, { query: { start_date: startDate } })
      .then((answer) => live && setData(answer))
      .catch((e: Error) => live && setError(e));
    return () => {
      live = false;
    };
  }, [kind, startDate]);
  return { data, error };
}
