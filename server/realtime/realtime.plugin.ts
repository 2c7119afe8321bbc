import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../core/errors.ts';
import { texts } from '../../core/texts.ts';
import type { Database } from '../db/database.ts';
import { originAllowed } from './origin-check.ts';
import { NOTIFY_CHANNEL, parseEvent } from './publish.ts';
import { createHub } from './realtime-hub.ts';
import { handleClientMessage } from './realtime-protocol.ts';
import { createSocketAccess } from './socket-access.ts';

export interface RealtimeOptions {
  listen: Database['listen'];
  /** Other sites whose pages may open /ws (ALLOWED_ORIGINS); the server's own origin always may. */
  allowedOrigins: readonly string[];
}

/** Client messages are a few dozen bytes; a cap keeps one socket from making the server buffer megabytes. */
const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** Proxies and NAT drop idle connections; pings keep them open and find peers that vanished. */
const HEARTBEAT_MS = 30_000;
/**
 * A socket is authorised at the upgrade and re-checked at once when its user's access changes
 * (socket-access.ts); the periodic re-check also catches a session that simply expired.
 */
const REAUTH_MS = 5 * 60_000;

/**
 * GET /ws: the real-time endpoint. An upgrade from another site's page is refused first (403, see
 * origin-check.ts); then the global preHandler authenticates it (cookie or bearer, 401 otherwise). Events reach this instance through LISTEN on one Postgres channel, so
 * every API instance delivers what any of them (or a job) published.
 */
export async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions) {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  const hub = createHub();
  const sockets = createSocketAccess(app, hub);
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
    sockets.stop();
    await stopListening();
  });

  const checkOrigin = async (request: FastifyRequest) => {
    if (!originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins))
      throw new AppError('forbidden', texts.foreignOrigin);
  };

  app.get(
    '/ws',
    { websocket: true, config: { permission: 'signed_in' }, onRequest: checkOrigin },
    (socket, request) => {
      const entry = sockets.add({ socket, request, user: request.user! });
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      socket.on('message', (raw, isBinary) => {
        const text = isBinary ? '' : raw.toString();
        socket.send(JSON.stringify(handleClientMessage(text, entry.user, socket, hub)));
      });
      const reauth = setInterval(() => {
        sockets.recheck(entry).catch((err) => request.log.warn({ err }, 'realtime re-authentication failed'));
      }, REAUTH_MS);
      reauth.unref();
      socket.on('close', () => {
        clearInterval(reauth);
        hub.drop(socket);
      });
    },
  );
}
