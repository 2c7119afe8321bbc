import type { Kysely } from 'kysely';
import { texts } from '../../../core/texts.ts';
import { publish } from '../../realtime/publish.ts';
import type { DB } from '../../db/db-types.ts';

/** A notice carries the start of a long message: the channel's payload stays far under 8000 bytes. */
export const NOTICE_TEXT_CHARS = 500;

/**
 * Spec 02 §9 'Incoming chat message: persistent notice 'Сообщение от {sender} в HH:mm: {text}''
 * over /messages/{userId} to each receiver (the console words it, console/realtime/notices.ts).
 * Called inside the transaction that stores the message: the notice goes out only on commit.
 */
export async function announceIncoming(trx: Kysely<DB>, messageId: number): Promise<void> {
  const m = await trx
    .selectFrom('messages as m')
    .leftJoin('individuals as i', 'i.id', 'm.sender_id')
    .select(['m.id', 'm.order_id', 'm.message', 'm.receivers', 'm.created_at', 'i.name as sender_name'])
    .where('m.id', '=', messageId)
    .executeTakeFirstOrThrow();
  const receivers = Array.isArray(m.receivers) ? m.receivers.map(Number).filter(Number.isInteger) : [];
  const data = {
    message_id: m.id,
    order_id: m.order_id,
    sender_name: m.sender_name ?? texts.unknownEntity,
    created_at: new Date(m.created_at as string).toISOString(),
    message: String(m.message).slice(0, NOTICE_TEXT_CHARS),
  };
  for (const userId of new Set(receivers)) await publish(trx, `/messages/${userId}`, data);
}
