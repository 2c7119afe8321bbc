import type { ComponentType } from 'react';
import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import type { Values } from '../../form/form-values.ts';

/** What a panel of the order card gets: the saved order and a way to reload the card after its own call. */
export interface OrderPanelProps {
  orderId: number;
  /** The card's values as last loaded or saved (not the unsaved edits). */
  order: Values;
  reload(): void;
}

/**
 * A part of the order card beside its fields, with calls of its own (fire or restore a worker,
 * client changes, comments, change history, files…). The card shows a panel on a saved order
 * when the form shown is one of `tabs`; each loads lazily, on the first card that needs it.
 */
export interface OrderCardPanel {
  key: string;
  label: string;
  tabs: readonly OrderTab[];
  load(): Promise<ComponentType<OrderPanelProps>>;
}

/** The card's panels in the order shown. A feature adds its panel here: one entry, one lazy module. */
export const orderCardPanels: readonly OrderCardPanel[] = [
  {
    key: 'busy-workers',
    label: 'Занятость работников',
    tabs: [2, 3],
    load: () => import('./BusyWorkersPanel.tsx').then((m) => m.BusyWorkersPanel),
  },
  ...extraPanel('comments', 'Комментарии', [1, 2, 3]),
  // Issue 14 item 2: the order's chat with its workers and a reply box.
  { key: 'chat', label: 'Чат', tabs: [1, 2, 3], load: () => import('../chat/ChatPanel.tsx').then((m) => m.ChatPanel) },
  ...extraPanel('client_changes', 'Изменения клиента', [1, 2]),
  ...extraPanel('fired', 'Отстранение работников', [2, 3]),
  ...extraPanel('outsourcing', 'Аутсорсинг', [2, 3]),
  ...extraPanel('send_data', 'Данные работников клиенту', [2, 3]),
  ...extraPanel('files', 'Инструкция и табель', [1, 2, 3]),
  ...extraPanel('history', 'История изменений', [1, 2, 3]),
];

/** A panel of extra-panels.ts (issue 10 item 5); they share one lazy chunk with their styles. */
function extraPanel(key: string, label: string, tabs: readonly OrderTab[]): OrderCardPanel[] {
  const load = () =>
    import('./extra-panels.ts').then(
      // An extra panel reads only the order's id, a subset of what the card passes.
      (m) => m.orderExtraPanels.find((p) => p.key === key)!.component as ComponentType<OrderPanelProps>,
    );
  return [{ key, label, tabs, load }];
}
