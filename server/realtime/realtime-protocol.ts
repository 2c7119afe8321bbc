import type { CurrentUserRecord } from '../auth/current-user.ts';
import { canSubscribe } from './channel-access.ts';
import type { Hub, Subscriber } from './realtime-hub.ts';

/** Client -> server: {"type":"subscribe"|"unsubscribe","channel":"/deploy"} or {"type":"ping"}. */
export type ServerMessage =
  | { type: 'pong' }
  | { type: 'subscribed' | 'unsubscribed'; channel: string }
  | { type: 'event'; channel: string; data: unknown }
  | { type: 'error'; error: string; channel?: string };

export const protocolTexts = {
  channelRefused: 'Нет доступа к каналу',
  badMessage: 'Неверное сообщение: ожидается JSON {"type": "subscribe" | "unsubscribe" | "ping", "channel": "…"}',
} as const;

/**
 * Handles one client message and answers it. Subscribing is idempotent and acknowledged, so a
 * client knows from which moment it hears a channel.
 */
export function handleClientMessage(
  text: string,
  user: Pick<CurrentUserRecord, 'id' | 'is_admin' | 'permissions' | 'user_group_id'>,
  socket: Subscriber,
  hub: Hub,
): ServerMessage {
  let message: { type?: unknown; channel?: unknown };
  try {
    message = JSON.parse(text);
  } catch {
    return { type: 'error', error: protocolTexts.badMessage };
  }
  if (message === null || typeof message !== 'object') return { type: 'error', error: protocolTexts.badMessage };
  if (message.type === 'ping') return { type: 'pong' };
  const { type, channel } = message;
  if ((type !== 'subscribe' && type !== 'unsubscribe') || typeof channel !== 'string')
    return { type: 'error', error: protocolTexts.badMessage };
  if (type === 'unsubscribe') {
    hub.unsubscribe(channel, socket);
    return { type: 'unsubscribed', channel };
  }
  if (!canSubscribe(user, channel)) return { type: 'error', error: protocolTexts.channelRefused, channel };
  hub.subscribe(channel, socket);
  return { type: 'subscribed', channel };
}
