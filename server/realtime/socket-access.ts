import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AccessChange } from '../auth/access-changes.ts';
import { authenticate } from '../auth/authenticate.ts';
import type { CurrentUserRecord } from '../auth/current-user.ts';
import { canSubscribe } from './channel-access.ts';
import type { Hub } from './realtime-hub.ts';

/** Close code and reason of a socket whose session ended (sign-out, revoked token, fired user). */
export const SESSION_ENDED = { code: 4401, reason: 'Сессия завершена' } as const;

export interface OpenSocket {
  socket: WebSocket;
  /** The upgrade request: its cookie or bearer token is re-checked. */
  request: FastifyRequest;
  /** Who the socket belongs to now (a group change replaces it). */
  user: CurrentUserRecord;
}

/**
 * The open sockets of this instance by owner. When an identity's access changes, its sockets are
 * re-authenticated from the database: a socket whose credential no longer holds is closed, and the
 * channels of one that still holds are re-checked against the user's new rights.
 */
export function createSocketAccess(app: FastifyInstance, hub: Hub) {
  const open = new Set<OpenSocket>();

  async function recheck(entry: OpenSocket) {
    const user = await authenticate(app.db, entry.request);
    if (!user) {
      entry.socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      return;
    }
    entry.user = user;
    for (const channel of hub.channelsOf(entry.socket)) {
      if (canSubscribe(user, channel)) continue;
      hub.unsubscribe(channel, entry.socket);
      entry.socket.send(JSON.stringify({ type: 'unsubscribed', channel }));
    }
  }

  const concerns = (entry: OpenSocket, change: AccessChange) =>
    'user_id' in change ? entry.user.id === change.user_id : entry.user.user_group_id === change.group_id;

  const stop = app.accessChanges.on((change) => {
    for (const entry of open)
      if (concerns(entry, change))
        recheck(entry).catch((err) => entry.request.log.warn({ err }, 'realtime access re-check failed'));
  });

  return {
    add(entry: OpenSocket) {
      open.add(entry);
      entry.socket.on('close', () => open.delete(entry));
      return entry;
    },
    recheck,
    stop,
    get size() {
      return open.size;
    },
  };
}
