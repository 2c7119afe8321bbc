import { accountDeliveries } from '../../../core/actions/defs/account-sending.actions.ts';
import { useState } from 'react';
import { formatDateTime } from '../../../core/format.ts';
import { api } from '../../app/api.ts';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import { PanelState } from '../orders/panels/PanelState.tsx';
import { usePanelData } from '../orders/panels/usePanelData.ts';

const resultText = { ok: 'доставлено', error: 'ошибка', pending: 'неизвестно' } as const;

function DeliveryList({ accountId }: { accountId: number }) {
  const { data, error, reload } = usePanelData(
    () => api.call(accountDeliveries, { params: { id: accountId } }),
    accountId,
  );
  if (!data) return <PanelState error={error} onRetry={reload} />;
  if (data.items.length === 0) return <p className="muted">PDF этого счёта ещё не отправляли.</p>;
  return (
    <ul className="plain-list">
      {data.items.map((d) => (
        <li key={d.id}>
          {formatDateTime(d.sent_at)} · {d.to_address}
          {d.check_copy ? ' (копия себе)' : ''}
          {d.act_number ? ` · с актом № ${d.act_number}` : ''} · {resultText[d.result]}
          {d.error ? `: ${d.error}` : ''}
          {d.user_name ? ` · ${d.user_name}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * «Отправки PDF» in the account card (issue 12 item 5: 'record every delivery (to whom, when,
 * result)'): read-only, and asked for only when the operator opens it.
 */
export function AccountDeliveriesPanel({ id }: FormPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className="form-panel" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Отправки PDF</summary>
      {open && <DeliveryList accountId={id} />}
    </details>
  );
}
