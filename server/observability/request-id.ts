import { randomUUID } from 'node:crypto';
import { LogController } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a reverse proxy already gave the request is kept (one id across its logs and ours), if it looks like one. */
const fromProxy = /^[A-Za-z0-9._:-]{8,100}$/;

/** Fastify's own id of each request: the proxy's X-Request-Id or a new UUID; logged as request_id. */
export const requestIdOptions = {
  requestIdHeader: false as const,
  logController: new LogController({ requestIdLogLabel: 'request_id' }),
  genReqId(request: IncomingMessage) {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && fromProxy.test(given) ? given : randomUUID();
  },
};
