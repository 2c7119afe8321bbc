import { z } from 'zod';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { texts } from '../../texts.ts';
import { defineAction } from '../define-action.ts';
import { documentDelivery } from './document-delivery.ts';
import { wire } from '../wire.ts';

// The account and act PDFs (issue 12 items 4-5): the preview, sending by e-mail one at a time or in
// a background job, and the account's delivery history.

const { permissions } = resources.accounts;
const byId = wire.object({ id: wire.id() });

/**
 * Issue 12 item 4 'A preview in the console before sending': the very PDF the send calls attach,
 * inline. Whoever may read the account (the act) may see its document.
 */
export const accountPdf = defineAction({
  name: 'accounts.pdf',
  method: 'GET',
  path: '/api/accounts/:id/pdf',
  title: 'PDF счёта',
  permission: resourceActionRule(permissions.read),
  params: byId,
  transport: 'download',
  answer: wire.file(),
});

export const actPdf = defineAction({
  name: 'acts.pdf',
  method: 'GET',
  path: '/api/acts/:id/pdf',
  title: 'PDF акта',
  permission: resourceActionRule(resources.acts.permissions.read),
  params: byId,
  transport: 'download',
  answer: wire.file(),
});

/**
 * Spec 02 §7 POST /api/accounts/{id}/send_pdf: one letter, sent while the user waits, with the
 * account's PDF and/or its act's, to the contractor's document contact (or, with
 * dont_send_to_client, to the user's own e-mail as a copy for checking).
 */
export const sendAccountPdf = defineAction({
  name: 'accounts.send_pdf',
  method: 'POST',
  path: '/api/accounts/:id/send_pdf',
  title: 'Отправить PDF клиенту',
  permission: resourceActionRule(permissions.update),
  params: byId,
  body: wire.object({
    order_ids: wire.idList(texts.badIdList),
    act_id: wire.idList(texts.badIdList),
    send_account: wire.flag(true),
    send_act: wire.flag(false),
    dont_send_to_client: wire.flag(false),
  }),
  answer: z.object({ message: z.string(), record: wire.record('accounts'), delivery: documentDelivery }),
  idempotent: true,
});

/**
 * Spec 02 §7 POST /api/accounts/mass_send_pdf: the whole selection checked as the console checks it,
 * then ONE background job queued; answers 202 {job_id} at once.
 */
export const massSendAccountPdf = defineAction({
  name: 'accounts.mass_send_pdf',
  method: 'POST',
  path: '/api/accounts/mass_send_pdf',
  title: 'Массовая отправка PDF',
  permission: resourceActionRule(permissions.update),
  body: wire.object({
    /** In the order the user chose them: the first account sets the contractor. */
    account_ids: wire.idList(texts.badIdList),
    act_account_ids: wire.idList(texts.badIdList),
    order_ids: wire.idList(texts.badIdList),
    dont_send_to_client: wire.flag(false),
  }),
  answer: z.object({ job_id: z.number() }),
  idempotent: true,
});

export const accountDeliveries = defineAction({
  name: 'accounts.deliveries',
  method: 'GET',
  path: '/api/accounts/:id/deliveries',
  title: 'Отправки PDF счёта',
  permission: resourceActionRule(permissions.read),
  record: { resource: 'accounts' },
  params: byId,
  answer: z.object({ items: z.array(documentDelivery) }),
});
