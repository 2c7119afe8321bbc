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
    // It scrolls on its own (at most 30% of the window): a Tab stop lets the keyboard scroll it when
    // no panel holds a control (axe-core's scrollable-region-focusable, issue 22 item 16).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="order-panels" tabIndex={0} aria-label="Панели заказа">
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
    </section>
  );
}
