import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../core/format.ts';
import { type ActivityEvent, activityDetails } from '../../../core/actions/defs/messages.actions.ts';
import { api } from '../../app/api.ts';
import type { FormPanelProps } from '../../form/form-extensions.ts';

/**
 * The single events behind one row of /user_activities (spec 02 §7 GET /api/user_activities/details
 * {date, action_num, user_id, uri}): when, which exact address, from which ip and browser.
 */
export function ActivityDetailsPanel({ values }: FormPanelProps) {
  const [events, setEvents] = useState<ActivityEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { day, action, user_id: userId, uri } = values;
  useEffect(() => {
    let live = true;
    const query = { date: String(day), action_num: String(action), user_id: String(userId), uri: String(uri) };
    api.call(activityDetails, { query }).then(
      (answer) => live && setEvents(answer.items),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [day, action, userId, uri]);
  if (error) return <p className="panel-error">{error}</p>;
  if (!events) return <p className="panel-empty">Загрузка…</p>;
  return (
    <table className="activity-details" aria-label="События">
      <thead>
        <tr>
          <th>Время</th>
          <th>Адрес</th>
          <th>IP</th>
          <th>Браузер</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={e.id}>
            <td>{formatDateTime(e.created_at)}</td>
            <td>{e.uri}</td>
            <td>{e.ip ?? '—'}</td>
            <td>{e.user_agent ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
