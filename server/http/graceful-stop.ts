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
  const finished = (request: FastifyRequest) => {
    inFlight.delete(request);
    if (inFlight.size === 0) idle?.();
  };
  // Callback hooks, not async ones: these run on every request, and an async hook costs a promise
  // and a turn of the microtask queue each (issue 25).
  app.addHook('onRequest', (request, _reply, next) => {
    // A WebSocket stays open past its upgrade: app.close() closes it.
    if (!request.headers.upgrade) inFlight.add(request);
    next();
  });
  app.addHook('onSend', (_request, reply, payload, next) => {
    if (stopping) reply.header('connection', 'close');
    next(null, payload);
  });
  app.addHook('onResponse', (request, _reply, next) => {
    finished(request);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    finished(request);
    next();
  });
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
