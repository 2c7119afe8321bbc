import type { RefObject } from 'react';
import { useCommand } from '../../commands/useCommand.ts';
import { addRowTo, removeFocusedRow } from '../../form/nested-row-keys.ts';
import { focusPanelSoon } from './order-card-focus.ts';
import { orderCardPanels } from './order-card-panels.ts';
import type { OrderTab } from '../../../core/rules/order-status.rule.ts';

/** The panel each card command goes to (order-card-panels.ts keys). */
export const panelCommands = {
  'order.busy': 'busy-workers',
  'order.comments': 'comments',
  'order.chat': 'chat',
  'order.clientChanges': 'client_changes',
  'order.fired': 'fired',
  'order.outsourcing': 'outsourcing',
  'order.sendData': 'send_data',
  'order.files': 'files',
  'order.history': 'history',
} as const;

interface Handlers {
  form: RefObject<HTMLFormElement | null>;
  /** A question or dialog is open above the card: its commands wait. */
  modal: boolean;
  readOnly: boolean;
  saved: boolean;
  tab: OrderTab;
  showTab(tab: OrderTab): void;
  save(): void;
  saveStay(): void;
  next(): void;
  close(): void;
  restore(): void;
  copy(): void;
  remove(): void;
  requestClose(): void;
  enterSection(event?: KeyboardEvent): void;
  canNext: boolean;
  canClose: boolean;
  canRestore: boolean;
  canDelete: boolean;
}

/**
 * Every action of the order card as a command of the one key table (issue 22 item 7): the hotkeys,
 * the palette and the cheat sheet reach the same handlers; the panels' commands show the form that
 * has the panel and put the focus in it.
 */
export function useOrderCardCommands(h: Handlers) {
  const on = !h.modal;
  const write = on && !h.readOnly;
  useCommand('form.save', h.save, write);
  useCommand('form.close', h.requestClose, on);
  useCommand('form.section', h.enterSection, on);
  useCommand('form.removeRow', () => void removeFocusedRow(), write);
  useCommand('form.delete', h.remove, on && h.canDelete);
  useCommand('order.saveStay', h.saveStay, write);
  useCommand('order.nextStatus', h.next, write && h.canNext);
  useCommand('order.close', h.close, write && h.canClose);
  useCommand('order.restore', h.restore, write && h.canRestore);
  useCommand('order.copy', h.copy, on && h.saved);
  useCommand('order.addPrice', () => addPriceLine(h), write);
  useCommand(
    'order.showForm',
    (e) => {
      const digit = Number(/^Digit([1-3])$/.exec(e?.code ?? '')?.[1] ?? 0);
      if (digit) h.showTab(digit as OrderTab);
    },
    on,
  );
  const panels = on && h.saved;
  const go = (command: keyof typeof panelCommands) => () => goToPanel(h, panelCommands[command]);
  useCommand('order.busy', go('order.busy'), panels);
  useCommand('order.comments', go('order.comments'), panels);
  useCommand('order.chat', go('order.chat'), panels);
  useCommand('order.clientChanges', go('order.clientChanges'), panels);
  useCommand('order.fired', go('order.fired'), panels);
  useCommand('order.outsourcing', go('order.outsourcing'), panels);
  useCommand('order.sendData', go('order.sendData'), panels);
  useCommand('order.files', go('order.files'), panels);
  useCommand('order.history', go('order.history'), panels);
}

/** The price lines are on forms 1-3 (section «Цены»): shown if need be, then a new line, focus in it. */
function addPriceLine(h: Handlers) {
  if (addRowTo('field-order_prices')) return;
  h.showTab(1);
  setTimeout(() => addRowTo('field-order_prices'), 0);
}

function goToPanel(h: Handlers, key: string) {
  const panel = orderCardPanels.find((p) => p.key === key);
  if (panel && !panel.tabs.includes(h.tab)) h.showTab(panel.tabs.includes(2) ? 2 : panel.tabs[0]);
  focusPanelSoon(h.form.current, key);
}
