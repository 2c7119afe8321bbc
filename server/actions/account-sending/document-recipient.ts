import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { texts } from '../../../core/texts.ts';
import { fieldError } from './send-input.ts';
import type { DB } from '../../db/db-types.ts';

/**
 * Where a contractor's documents go: the e-mail of its document contact (issue 11 keeps
 * contractors.doc_contractor_contact_id equal to the contact marked «Контакт для документов»).
 * Null when there is no such contact or it has no e-mail.
 */
export async function documentAddress(db: Kysely<DB>, contractorId: number): Promise<string | null> {
  const row = await db
    .selectFrom('contractors')
    .innerJoin('contractor_contacts', 'contractor_contacts.id', 'contractors.doc_contractor_contact_id')
    .select('contractor_contacts.email')
    .where('contractors.id', '=', contractorId)
    .executeTakeFirst();
  const email = row?.email?.trim();
  return email ? email : null;
}

/** The document contact's e-mail, or the 422 «У контрагента нет контакта для документов с e-mail». */
export async function recipientOf(db: Kysely<DB>, contractorId: number): Promise<string> {
  const address = await documentAddress(db, contractorId);
  if (!address) throw contactMissing();
  return address;
}

export const contactMissing = () =>
  new AppError('validation', texts.documentContactMissing, { base: [texts.documentContactMissing] }, [
    texts.documentContactMissing,
  ]);

/** The e-mail of the user who started a job, where dont_send_to_client sends the copies. */
export async function userAddress(db: Kysely<DB>, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

/**
 * The act sent with an account. An explicit act_id must be one of the account's acts (through
 * act_operations); otherwise the act of the given orders (orders.act_id) among the account's acts,
 * else the account's latest act. Null when the account is in no act.
 */
export async function actOfAccount(
  db: Kysely<DB>,
  accountId: number,
  orderIds: readonly number[],
  actId: number | null,
): Promise<number | null> {
  const acts = (
    await db
      .selectFrom('act_operations')
      .select('act_id')
      .where('account_id', '=', accountId)
      .orderBy('act_id', 'desc')
      .execute()
  ).map((r) => r.act_id as number);
  if (actId !== null) {
    if (!acts.includes(actId)) throw fieldError('act_id', texts.pdfActNotOfAccount);
    return actId;
  }
  if (orderIds.length > 0 && acts.length > 1) {
    const ofOrders = await db
      .selectFrom('orders')
      .select('act_id')
      .where('id', 'in', [...orderIds])
      .where('act_id', 'in', acts)
      .orderBy('act_id', 'desc')
      .executeTakeFirst();
    if (ofOrders) return ofOrders.act_id;
  }
  return acts[0] ?? null;
}
