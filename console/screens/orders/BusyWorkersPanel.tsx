import type { OrderPanelProps } from './order-card-panels.ts';
import { useBusyIndividuals } from './useBusyIndividuals.ts';

/** The order's workers who are also booked on another order of the same day, with links to those orders. */
export function BusyWorkersPanel({ orderId, order }: OrderPanelProps) {
  const busy = useBusyIndividuals(orderId, order);
  if (!busy.length) return <p className="muted">Никто из работников не занят в другом заказе в этот день.</p>;
  return (
    <ul className="busy-workers">
      {busy.map((b) => (
        <li key={b.individual_id}>
          <span className="worker-warning">{b.name}</span> — занят в{' '}
          {b.order_ids.map((o, i) => (
            <span key={o}>
              {i > 0 && ', '}
              <a href={`/orders?id=${o}`} target="_blank" rel="noreferrer">
                заказе № {o}
              </a>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
