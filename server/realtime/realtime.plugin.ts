import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { authenticate } from '../auth/authenticate.ts';
import type { Database } from '../db/database.ts';
import { NOTIFY_CHANNEL, parseEvent } from './publish.ts';
import { createHub } from './realtime-hub.ts';
import { handleClientMessage } from './realtime-protocol.ts';

export interface RealtimeOptions {
  listen: Database['listen'];
}

/** Client messages are a few dozen bytes; a cap keeps one socket from making the server buffer megabytes. */
const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** Proxies and NAT drop idle connections; pings keep them open and find peers that vanished. */
const HEARTBEAT_MS = 30_000;
/** A socket is authorised at the upgrade; re-checking catches sign-out, expiry and fired users. */
const REAUTH_MS = 5 * 60_000;

/**
 * GET /ws: the real-time endpoint. The global preHandler authenticates the upgrade (cookie or
 * bearer, 401 otherwise). Events reach this instance through LISTEN on one Postgres channel, so
 * every API instance delivers what any of them (or a job) published.
 */
export async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions) {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  const hub = createHub();
  const alive = new WeakSet<WebSocket>();

  const stopListening = await options.listen(NOTIFY_CHANNEL, (payload) => {
    const event = parseEvent(payload);
    if (event) hub.deliver(event);
    else app.log.warn({ payload: payload.slice(0, 200) }, 'malformed realtime event dropped');
  });

  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await stopListening();
  });

  app.get('/ws', { websocket: true, config: { permission: 'signed_in' } }, (socket, request) => {
    const user = request.user!;
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('message', (raw, isBinary) => {
      const text = isBinary ? '' : raw.toString();
      socket.send(JSON.stringify(handleClientMessage(text, user, socket, hub)));
    });
    const reauth = setInterval(() => {
      authenticate(app.db, request)
        .then((still) => {
          if (!still) socket.close(4401, 'Сессия завершена');
        })
        .catch((err) => request.log.warn({ err }, 'realtime re-authentication failed'));
    }, REAUTH_MS);
    reauth.unref();
    socket.on('close', () => {
      clearInterval(reauth);
      hub.drop(socket);
    });
  });
}
