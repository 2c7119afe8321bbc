import type { Kysely } from 'kysely';
import type { DB } from '../../db/db-types.ts';

export type Channel = 'email' | 'whatsapp';

export interface DeliveryKey {
  mailingId: number;
  contractorId: number | null;
  channel: Channel;
  address: string;
}

export interface Delivery {
  status: 'sending' | 'sent' | 'failed';
  error: string | null;
}

/** Committed on its own before the send: the claim survives a crash, so the retry does not send again. */
export const crashedText = 'Отправка прервалась сбоем сервера: сообщение могло уйти, повторно не отправлено';

/**
 * Claims one delivery (mailing + contractor + channel + address, migration 0035). Answers null when
 * this attempt owns it now, or the earlier attempt's record when one already claimed it; a claim an
 * earlier attempt left 'sending' (its process died mid-send) is closed as failed, never sent again.
 */
export async function claimDelivery(
  db: Kysely<DB>,
  key: DeliveryKey,
  contactName: string | null,
): Promise<Delivery | null> {
  const inserted = await db
    .insertInto('mass_mailing_deliveries')
    .values({
      mass_mailing_id: key.mailingId,
      contractor_id: key.contractorId,
      channel: key.channel,
      address: key.address,
      contact_name: contactName,
    })
    .onConflict((oc) => oc.constraint('mass_mailing_deliveries_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return null;
  const earlier = await where(db.updateTable('mass_mailing_deliveries'), key)
    .set({ status: 'failed', error: crashedText })
    .where('status', '=', 'sending')
    .returning(['status', 'error'])
    .executeTakeFirst();
  if (earlier) return earlier as Delivery;
  return (await where(db.selectFrom('mass_mailing_deliveries'), key)
    .select(['status', 'error'])
    .executeTakeFirstOrThrow()) as Delivery;
}

/** The outcome of a claimed delivery. */
export async function finishDelivery(db: Kysely<DB>, key: DeliveryKey, error: string | null): Promise<void> {
  await where(db.updateTable('mass_mailing_deliveries'), key)
    .set({ status: error ? 'failed' : 'sent', error })
    .execute();
}

/** The provider was not reached: the message did not leave, so the claim goes and the retry sends it. */
export async function releaseDelivery(db: Kysely<DB>, key: DeliveryKey): Promise<void> {
  await where(db.deleteFrom('mass_mailing_deliveries'), key).execute();
}

function where<Q extends { where: (...args: any[]) => any }>(query: Q, key: DeliveryKey): Q {
  const q = query
    .where('mass_mailing_id', '=', key.mailingId)
    .where('channel', '=', key.channel)
    .where('address', '=', key.address);
  return (
    key.contractorId === null ? q.where('contractor_id', 'is', null) : q.where('contractor_id', '=', key.contractorId)
  ) as Q;
}
