import WebSocket from 'ws';

export interface WsClient {
  socket: WebSocket;
  send(message: unknown): void;
  /** The first unread message that matches (earlier unread ones are dropped), or a timeout error. */
  next(match?: (message: any) => boolean, timeoutMs?: number): Promise<any>;
  close(): Promise<void>;
}

/** Opens a real WebSocket; rejects with the HTTP status when the upgrade is refused. */
export function openWs(url: string, headers: Record<string, string> = {}): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const inbox: any[] = [];
    const waiters: Array<() => void> = [];
    socket.on('message', (raw) => {
      inbox.push(JSON.parse(raw.toString()));
      for (const wake of waiters.splice(0)) wake();
    });
    socket.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        send: (message) => socket.send(JSON.stringify(message)),
        async next(match = () => true, timeoutMs = 3000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const index = inbox.findIndex(match);
            if (index >= 0) return inbox.splice(0, index + 1).pop();
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(inbox)}`);
            await new Promise<void>((wake) => {
              waiters.push(wake);
              setTimeout(wake, left);
            });
          }
        },
        close: () =>
          new Promise<void>((done) => {
            if (socket.readyState === WebSocket.CLOSED) return done();
            socket.once('close', () => done());
            socket.close();
          }),
      }),
    );
  });
}
