import { useEffect, useState } from 'react';
import { api } from '../../app/api.ts';

export interface ScheduleBar {
  order_id: number;
  status: number;
  displayed_status: number;
  start: string;
  end: string;
  work_time: number;
  contractor: string | null;
  address: string | null;
  territory: string | null;
  brigade: string[];
  managers: string[];
  workers: { id: number; name: string }[];
  conflict: boolean;
}

export interface ScheduleAnswer {
  from: string;
  to: string;
  items: ScheduleBar[];
  conflicts: { individual_id: number; order_ids: [number, number]; name: string }[];
  days?: { date: string; label: string }[];
  previous?: string;
  next?: string;
}

/** GET /api/schedule/{daily|weekly}; `startDate` as the URL has it (the server reads a bad length as today). */
export function useSchedule(kind: 'daily' | 'weekly', startDate: string | undefined) {
  const [data, setData] = useState<ScheduleAnswer | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    api
      .request<ScheduleAnswer>(
        'GET',
        `/api/schedule/${kind}`,
        undefined,
        startDate ? { start_date: startDate } : undefined,
      )
      .then((answer) => live && setData(answer))
      .catch((e: Error) => live && setError(e));
    return () => {
      live = false;
    };
  }, [kind, startDate]);
  return { data, error };
}
