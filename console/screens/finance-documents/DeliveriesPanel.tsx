import { useState } from 'react';
import { formatDateTime } from '../../../core/format.ts';
import { api } from '../../app/api.ts';
import { PanelState } from '../orders/panels/PanelState.tsx';
import { usePanelData } from '../orders/panels/usePanelData.ts';

/** One letter of a document's journal (GET /api/accounts/{id}/deliveries, /api/acts/{id}/deliveries). */
export interface DocumentDelivery {
  id: number;
  to_address: string;
  check_copy: boolean;
  result: 'pending' | 'ok' | 'error';
  error: string | null;
  sent_at: string;
  user_name: string | null;
  act_number?: string | null;
  account_number?: string | null;
}

const resultText = { ok: 'доставлено', error: 'ошибка', pending: 'неизвестно' } as const;

interface Props {
  /** The document's id: the journal loads again when it changes. */
  id: number;
  /** The journal's URL. */
  path: string;
  /** Said when nothing was sent yet. */
  empty: string;
  /** What else the letter carried («с актом № 5»), or ''. */
  carried(d: DocumentDelivery): string;
}

function DeliveryList({ id, path, empty, carried }: Props) {
  const { data, error, reload } = usePanelData(() => api.request<{ items: DocumentDelivery[] }>('GET', path), id);
  if (!data) return <PanelState error={error} onRetry={reload} />;
  if (data.items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="plain-list">
      {data.items.map((d) => (
        <li key={d.id}>
          {formatDateTime(d.sent_at)} · {d.to_address}
          {d.check_copy ? ' (копия себе)' : ''}
          {carried(d)} · {resultText[d.result]}
          {d.error ? `: ${d.error}` : ''}
          {d.user_name ? ` · ${d.user_name}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * «Отправки PDF» of a document card (issue 12 item 5: 'record every delivery (to whom, when,
 * result)'; issue 24: the act's too): read-only, and asked for only when the operator opens it.
 */
export function DeliveriesPanel(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className="form-panel" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Отправки PDF</summary>
      {open && <DeliveryList {...props} />}
    </details>
  );
}
