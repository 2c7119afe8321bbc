import { type Kysely, sql } from 'kysely';
import { toMarkers } from '../crud/sensitive-values.ts';
import { isKnownChannel } from './channel-access.ts';
import type { DB } from '../db/db-types.ts';

/** The one Postgres NOTIFY channel every API instance LISTENs on; payload `{channel, data}`. */
export const NOTIFY_CHANNEL = 'crm_events';

/** Postgres refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7999;

export interface RealtimeEvent {
  channel: string;
  data: unknown;
}

/**
 * Queues an event for the real-time channel. Called with a transaction, it is delivered only when
 * that transaction commits (NOTIFY semantics), so a rolled-back change announces nothing. Large
 * payloads are refused: send the record id and let the client fetch it.
 */
export async function publish(db: Kysely<DB>, channel: string, data: unknown): Promise<void> {
  if (!isKnownChannel(channel)) throw new Error(`Неизвестный канал: ${channel}`);
  // A sensitive value travels whole to the hub, which reveals or masks it per subscriber.
  const payload = JSON.stringify({ channel, data: toMarkers(data) } satisfies RealtimeEvent);
  const bytes = Buffer.byteLength(payload);
  if (bytes > MAX_NOTIFY_BYTES)
    throw new Error(`Событие для ${channel} слишком большое (${bytes} байт): передайте id вместо данных`);
  await sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`.execute(db);
}

/** Parses a NOTIFY payload; anything malformed (another writer, a manual NOTIFY) is dropped. */
export function parseEvent(payload: string): RealtimeEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<RealtimeEvent> | null;
    if (event && typeof event.channel === 'string' && 'data' in event)
      return { channel: event.channel, data: event.data };
  } catch {
    // fall through: not JSON
  }
  return null;
}
