import type { Kysely } from 'kysely';
import { texts } from '../../../core/texts.ts';
import type { Row } from '../../crud/serialize.ts';
import { partiesOf, partyNames } from './message-parties.ts';
import type { DB } from '../../db/db-types.ts';

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []);

/**
 * The virtual `sender` and `receiver_names` of a page of messages (issue 14 item 2: 'sender and
 * receivers by name'): a worker's name or a manager's, by the message's direction. A list that
 * asked only for the names carries no ids, so the ids are read again by the messages' own ids.
 */
export async function decorateMessageRows(db: Kysely<DB>, rows: Row[]): Promise<void> {
  const wanted = rows.filter((r) => 'sender' in r || 'receiver_names' in r);
  if (!wanted.length) return;
  const found = await db
    .selectFrom('messages')
    .select(['id', 'incoming', 'sender_id', 'receivers'])
    .where(
      'id',
      'in',
      wanted.map((r) => Number(r.id)),
    )
    .execute();
  const ids = { users: new Set<number>(), individuals: new Set<number>() };
  for (const m of found) {
    const parties = partiesOf(m.incoming === true);
    if (m.sender_id != null) ids[parties.sender].add(Number(m.sender_id));
    for (const id of idsOf(m.receivers)) ids[parties.receivers].add(id);
  }
  const names = await partyNames(db, ids);
  const byId = new Map(found.map((m) => [Number(m.id), m]));
  for (const r of wanted) {
    const m = byId.get(Number(r.id));
    const parties = partiesOf(m?.incoming === true);
    const nameOf = (side: 'users' | 'individuals', id: number) => names[side].get(id) ?? texts.unknownEntity;
    if ('sender' in r) r.sender = m?.sender_id != null ? nameOf(parties.sender, Number(m.sender_id)) : null;
    if ('receiver_names' in r)
      r.receiver_names = idsOf(m?.receivers)
        .map((id) => nameOf(parties.receivers, id))
        .join(', ');
  }
}
