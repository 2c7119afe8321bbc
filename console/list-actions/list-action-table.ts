import { allowed as allowedAction } from '../../core/actions/allowed.ts';
import { accountPdf, massSendAccountPdf, sendAccountPdf } from '../../core/actions/defs/account-sending.actions.ts';
import { nullifyAmount } from '../../core/actions/defs/ledger.actions.ts';
import { massSendActPdf, sendActPdf } from '../../core/actions/defs/acts.actions.ts';
import {
  payAccounts,
  payOrders,
  setCardPaymentConfirmed,
  setCardPaymentDate,
} from '../../core/actions/defs/payments.actions.ts';
import { actionUrl } from '../../core/actions/define-action.ts';
import type { Row } from '../../core/api/api-client.ts';
import { resources } from '../../core/resources/index.ts';
import { navigate } from 'wouter/use-browser-location';
import { recordHref } from '../list/record-link.ts';
import { toggleCardConfirmed } from '../screens/card-invoices/card-invoice-api.ts';
import { isWorkerRow } from '../screens/transactions/ledger-api.ts';
import type { ListAction } from './list-action.ts';

const one = (rows: readonly Row[]) => rows.length === 1;

/**
 * Every palette action on list rows (issue 12 item 8, spec 02 §2): the palette offers those of the
 * list on screen, on the selection or the cursor row. Dialogs load when first run.
 */
export const listActions: readonly ListAction[] = [
  {
    id: 'accounts.pay',
    title: 'Проставить оплату',
    resource: 'accounts',
    on: 'selection',
    allowed: (u) => allowedAction(u, payAccounts),
    dialog: () => import('../screens/accounts/AccountPaymentDialog.tsx').then((m) => m.AccountPaymentDialog),
  },
  {
    id: 'accounts.preview',
    title: 'Просмотр PDF',
    resource: 'accounts',
    on: 'row',
    allowed: (u) => allowedAction(u, accountPdf),
    perform: ([row]) => row && window.open(actionUrl(accountPdf, { id: row.id }), '_blank', 'noopener'),
  },
  {
    id: 'accounts.sendPdf',
    title: 'Отправить PDF',
    resource: 'accounts',
    on: 'selection',
    allowed: (u) => allowedAction(u, sendAccountPdf),
    accepts: one,
    dialog: () => import('../screens/accounts/AccountSendDialog.tsx').then((m) => m.AccountSendDialog),
  },
  {
    id: 'accounts.massSend',
    title: 'Массовая отправка PDF',
    resource: 'accounts',
    on: 'selection',
    allowed: (u) => allowedAction(u, massSendAccountPdf),
    dialog: () => import('../screens/accounts/AccountMassSendDialog.tsx').then((m) => m.AccountMassSendDialog),
  },
  {
    // Issue 24 item 3: an act is sent from the act, chosen by its row (its number), not by an id typed elsewhere.
    id: 'acts.sendPdf',
    title: 'Отправить акт',
    resource: 'acts',
    on: 'selection',
    allowed: (u) => allowedAction(u, sendActPdf),
    accepts: one,
    dialog: () => import('../screens/acts/ActSendDialog.tsx').then((m) => m.ActSendDialog),
  },
  {
    id: 'acts.preview',
    title: 'Просмотр PDF акта',
    resource: 'acts',
    on: 'row',
    perform: ([row]) => row && window.open(`/api/acts/${row.id}/pdf`, '_blank', 'noopener'),
  },
  {
    id: 'acts.massSend',
    title: 'Отправить выбранные акты',
    resource: 'acts',
    on: 'selection',
    allowed: (u) => allowedAction(u, massSendActPdf),
    accepts: (rows) => rows.length > 1,
    dialog: () => import('../screens/acts/ActMassSendDialog.tsx').then((m) => m.ActMassSendDialog),
  },
  {
    id: 'invoices.pay',
    title: 'Проставить оплату',
    resource: 'invoices',
    on: 'selection',
    allowed: (u) => allowedAction(u, payOrders),
    dialog: () => import('../screens/invoices/InvoicePaymentDialog.tsx').then((m) => m.InvoicePaymentDialog),
  },
  {
    id: 'card_invoices.paymentDate',
    title: 'Дата оплаты картой',
    resource: 'card_invoices',
    on: 'row',
    allowed: (u) => allowedAction(u, setCardPaymentDate),
    dialog: () => import('../screens/card-invoices/CardPaymentDateDialog.tsx').then((m) => m.CardPaymentDateDialog),
  },
  {
    id: 'card_invoices.confirm',
    title: 'Подтвердить оплату картой / снять подтверждение',
    resource: 'card_invoices',
    on: 'row',
    allowed: (u) => allowedAction(u, setCardPaymentConfirmed),
    perform: ([row], done) => row && toggleCardConfirmed(row).then(done),
  },
  {
    id: 'individuals.nullify',
    title: 'Обнулить баланс',
    resource: 'individuals',
    on: 'selection',
    allowed: (u) => allowedAction(u, nullifyAmount),
    dialog: () => import('../screens/transactions/NullifyDialog.tsx').then((m) => m.IndividualNullifyDialog),
  },
  {
    id: 'transactions.nullify',
    title: 'Обнулить баланс получателя',
    resource: 'transactions',
    on: 'row',
    allowed: (u) => allowedAction(u, nullifyAmount),
    accepts: (rows) => rows.every(isWorkerRow),
    dialog: () => import('../screens/transactions/NullifyDialog.tsx').then((m) => m.OwnerNullifyDialog),
  },
  {
    // The owner cell is a link; this reaches the same card from the keyboard.
    id: 'transactions.openOwner',
    title: 'Открыть карточку получателя',
    resource: 'transactions',
    on: 'row',
    accepts: ([row]) => row !== undefined && recordHref(resources.transactions.fields.owner_name, row) !== undefined,
    perform: ([row]) => {
      const href = row && recordHref(resources.transactions.fields.owner_name, row);
      if (href) navigate(href);
    },
  },
];
