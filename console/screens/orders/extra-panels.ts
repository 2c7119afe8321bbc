import type { ComponentType } from 'react';
import { ChangesHistoryPanel } from './panels/ChangesHistoryPanel.tsx';
import { ClientChangesPanel } from './panels/ClientChangesPanel.tsx';
import { CommentsPanel } from './panels/CommentsPanel.tsx';
import { FiredIndividualsPanel } from './panels/FiredIndividualsPanel.tsx';
import type { ExtraPanelProps } from './panels/order-extras-api.ts';
import { OrderFilesPanel } from './panels/OrderFilesPanel.tsx';
import { OutsourcingPanel } from './panels/OutsourcingPanel.tsx';
import { SendDataPanel } from './panels/SendDataPanel.tsx';
import './panels/order-panels.css';

export interface OrderExtraPanel {
  key: string;
  /** The panel's heading in the card. */
  title: string;
  component: ComponentType<ExtraPanelProps>;
}

/**
 * The order card's extra panels (issue 10 item 5), each self-contained over one saved order's id;
 * the card mounts them beside its own panels (order-card-panels.ts). A new order has no id yet,
 * so the card shows them once it is saved.
 */
export const orderExtraPanels: readonly OrderExtraPanel[] = [
  { key: 'comments', title: 'Комментарии', component: CommentsPanel },
  { key: 'client_changes', title: 'Изменения клиента', component: ClientChangesPanel },
  { key: 'fired', title: 'Отстранение работников', component: FiredIndividualsPanel },
  { key: 'outsourcing', title: 'Аутсорсинг', component: OutsourcingPanel },
  { key: 'send_data', title: 'Данные работников клиенту', component: SendDataPanel },
  { key: 'files', title: 'Инструкция и табель', component: OrderFilesPanel },
  { key: 'history', title: 'История изменений', component: ChangesHistoryPanel },
];
