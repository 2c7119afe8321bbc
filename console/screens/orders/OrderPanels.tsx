import { type ComponentType, lazy, Suspense } from 'react';
import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import { type OrderPanelProps, orderCardPanels } from './order-card-panels.ts';

// Built once per panel so React.lazy keeps its identity between renders.
const lazyPanels = new Map<string, ComponentType<OrderPanelProps>>(
  orderCardPanels.map((p) => [p.key, lazy(() => p.load().then((Panel) => ({ default: Panel })))]),
);

/** The card's extra panels for the form shown (order-card-panels.ts), each in its own section. */
export function OrderPanels({ tab, ...props }: OrderPanelProps & { tab: OrderTab }) {
  const shown = orderCardPanels.filter((p) => p.tabs.includes(tab));
  if (!shown.length) return null;
  return (
    <div className="order-panels">
      {shown.map((p) => {
        const Panel = lazyPanels.get(p.key)!;
        return (
          <section key={p.key} className="order-panel" aria-label={p.label} data-panel={p.key}>
            <h3>{p.label}</h3>
            <Suspense fallback={<p className="muted">Загрузка…</p>}>
              <Panel {...props} />
            </Suspense>
          </section>
        );
      })}
    </div>
  );
}
