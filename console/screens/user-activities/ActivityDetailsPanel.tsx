import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../core/format.ts';
import { type ActivityEvent, activityDetails } from '../../../core/actions/defs/messages.actions.ts';
import { api } from '../../app/api.ts';
import './activity-details.css';
import type { FormPanelProps } from '../../form/form-extensions.ts';

/** An address as a person reads it: «/streets?search=Лесная», not «%D0%9B%D0%B5…» (issue 23 item 8). */
export function readableUri(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

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
  return (
    <fieldset className="form-panel activity-panel">
      <legend>События{events ? `: ${events.length}` : ''}</legend>
      {error && <p className="panel-error">{error}</p>}
      {!error && !events && <p className="panel-empty">Загрузка…</p>}
      {events && <EventsTable events={events} />}
    </fieldset>
  );
}

/** The events in a table as wide as the panel: long addresses and browsers wrap inside their column. */
function EventsTable({ events }: { events: ActivityEvent[] }) {
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
            <td>{readableUri(e.uri)}</td>
            <td>{e.ip ?? '—'}</td>
            <td>{e.user_agent ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
