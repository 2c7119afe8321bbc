import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';
import { documentDelivery } from './document-delivery.ts';

// Issue 24 item 3: «Отправить акт» from /acts (spec 02 §2 '/acts: … send PDF'), with the same delivery
// journal (document_deliveries), idempotency and job progress as the accounts' sends. Acts have no
// flag in the spec (docs/decisions.md: accounts and acts stay open to signed-in users).

const byId = wire.object({ id: wire.id() });
const dontSendToClient = wire.bool().optional();
const labels = { dont_send_to_client: 'Не отправлять клиенту', act_ids: 'Акты' } as const;

/** One act's PDF to its contractor's document contact (or, with dont_send_to_client, to oneself), sent while the user waits. */
export const sendActPdf = defineAction({
  name: 'acts.send_pdf',
  method: 'POST',
  path: '/api/acts/:id/send_pdf',
  title: 'Отправить акт',
  permission: 'signed_in',
  record: { resource: 'acts' },
  params: byId,
  body: wire.object({ dont_send_to_client: dontSendToClient }),
  answer: z.object({ message: z.string(), record: wire.record('acts'), delivery: documentDelivery }),
  idempotent: true,
  labels,
});

/** Several acts in one background job (202 {job_id}); progress and the end notice come as for accounts. */
export const massSendActPdf = defineAction({
  name: 'acts.mass_send_pdf',
  method: 'POST',
  path: '/api/acts/mass_send_pdf',
  title: 'Отправить акты',
  permission: 'signed_in',
  body: wire.object({ act_ids: wire.ids(), dont_send_to_client: dontSendToClient }),
  answer: z.object({ job_id: z.number() }),
  idempotent: true,
  labels,
});

/** Every letter that carried the act's PDF, newest first: the act card's «Отправки PDF». */
export const actDeliveries = defineAction({
  name: 'acts.deliveries',
  method: 'GET',
  path: '/api/acts/:id/deliveries',
  title: 'Отправки PDF акта',
  permission: 'signed_in',
  record: { resource: 'acts' },
  params: byId,
  answer: z.object({
    items: z.array(
      documentDelivery.extend({ account_number: z.string().nullable(), user_name: z.string().nullable() }),
    ),
  }),
});
