import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface GracefulStop {
  /**
   * The start of a stop, before app.close(): every answer from now on closes its connection, and
   * this resolves once no request is in flight (or after `maxMs`). app.close() drops idle
   * keep-alive connections at once, and a request a client had just sent on one, not read yet,
   * was cut (ECONNRESET); after this, no client has a reason to send on them.
   */
  drain(maxMs: number): Promise<void>;
}

export function registerGracefulStop(app: FastifyInstance): GracefulStop {
  const inFlight = new Set<FastifyRequest>();
  let stopping = false;
  let idle: (() => void) | null = null;
  const done = async (request: FastifyRequest) => {
    inFlight.delete(request);
    if (inFlight.size === 0) idle?.();
  };
  app.addHook('onRequest', async (request) => {
    // A WebSocket stays open past its upgrade: app.close() closes it.
    if (!request.headers.upgrade) inFlight.add(request);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  return {
    async drain(maxMs) {
      stopping = true;
      // One turn of the event loop first: requests already on the sockets are read and counted.
      await new Promise((resolve) => setImmediate(resolve));
      if (inFlight.size === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
