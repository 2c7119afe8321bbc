import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../app/ConfirmDialog.tsx';
import { orderExtras } from './order-extras-api.ts';
import { PanelState } from './PanelState.tsx';
import { usePanelData } from './usePanelData.ts';

/**
 * «Аутсорсинг» (spec 01 §2 'an outsourcing confirmation dialog'): a client that takes workers
 * through outsourcing gets outsourcers; the workers of the order not marked so are listed, and the
 * dispatcher confirms the chosen ones after a question.
 */
export function OutsourcingPanel({ orderId }: { orderId: number }) {
  const { data, error, reload, setData } = usePanelData(() => orderExtras.outsourcing(orderId), orderId);
  const [chosen, setChosen] = useState<number[]>([]);
  const [asking, setAsking] = useState(false);
  if (!data) return <PanelState error={error} onRetry={reload} />;
  if (!data.contractor_outsource) return <p className="panel-empty">Клиент работает без аутсорсинга</p>;
  if (!data.pending.length) return <p className="panel-empty">Все работники заказа оформлены как аутсорсеры</p>;

  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  function confirm() {
    setAsking(false);
    orderExtras.confirmOutsourcing(orderId, chosen).then(
      (answer) => {
        setData(answer);
        setChosen([]);
        toast.success('Аутсорсинг подтверждён');
      },
      (e: Error) => toast.error(e.message),
    );
  }

  return (
    <div className="outsourcing-panel">
      <p>Клиент работает через аутсорсинг. Не оформлены как аутсорсеры:</p>
      <ul className="check-list">
        {data.pending.map((p) => (
          <li key={p.individual_id}>
            <label>
              <input
                type="checkbox"
                checked={chosen.includes(p.individual_id)}
                onChange={() => toggle(p.individual_id)}
              />
              {p.name}
            </label>
          </li>
        ))}
      </ul>
      <button type="button" disabled={!chosen.length} onClick={() => setAsking(true)}>
        Подтвердить аутсорсинг
      </button>
      {asking && (
        <ConfirmDialog
          text={`Отметить как аутсорсеров: ${data.pending
            .filter((p) => chosen.includes(p.individual_id))
            .map((p) => p.name)
            .join(', ')}?`}
          confirmLabel="Подтвердить"
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
