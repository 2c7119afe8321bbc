// The /ws client: subscribes to its channels after every (re)connect and reconnects with
// exponential backoff. The server authenticates the socket by the session cookie.

export interface RealtimeEvent {
  channel: string;
  data: unknown;
}

/** The part of WebSocket this client uses, so tests can hand in a fake. */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface RealtimeOptions {
  url: string;
  channels: readonly string[];
  onEvent(event: RealtimeEvent): void;
  /** After a lost connection is back: events sent meanwhile were missed, so views refetch. */
  onReconnect?(): void;
  createSocket?: (url: string) => SocketLike;
}

const MAX_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s between attempts. */
export function backoffDelay(attempt: number): number {
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** attempt);
}

export function parseEvent(raw: unknown): RealtimeEvent | null {
  try {
    const msg = JSON.parse(String(raw));
    return msg?.type === 'event' && typeof msg.channel === 'string' ? { channel: msg.channel, data: msg.data } : null;
  } catch {
    return null;
  }
}

export function connectRealtime(options: RealtimeOptions): { close(): void } {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let opened = false;

  const open = () => {
    socket = create(options.url);
    socket.onopen = () => {
      attempt = 0;
      for (const channel of options.channels) socket?.send(JSON.stringify({ type: 'subscribe', channel }));
      if (opened) options.onReconnect?.();
      opened = true;
    };
    socket.onmessage = (ev) => {
      const event = parseEvent(ev.data);
      if (event) options.onEvent(event);
    };
    socket.onclose = () => {
      if (closed) return;
      timer = setTimeout(open, backoffDelay(attempt++));
    };
    socket.onerror = () => socket?.close();
  };
  open();

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}
