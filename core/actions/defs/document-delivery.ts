import { z } from 'zod';

/**
 * One letter of the delivery journal (document_deliveries), as a send answers it and the cards'
 * «Отправки PDF» list it: an account's letter names its act, an act's letter its account. One
 * shape for accounts and acts, so the two journals cannot drift apart.
 */
export const documentDelivery = z.object({
  id: z.number(),
  account_id: z.number().nullable().optional(),
  act_id: z.number().nullable(),
  act_number: z.string().nullable().optional(),
  job_id: z.number().nullable(),
  to_address: z.string(),
  check_copy: z.boolean(),
  result: z.enum(['pending', 'ok', 'error']),
  error: z.string().nullable(),
  user_id: z.number().nullable().optional(),
  user_name: z.string().nullable().optional(),
  /** ISO 8601 UTC. */
  sent_at: z.string(),
});
export type DocumentDelivery = z.infer<typeof documentDelivery>;
