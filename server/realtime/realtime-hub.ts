import type { RealtimeEvent } from './publish.ts';

/** What the hub needs of a socket: the `ws` WebSocket fits, and so does a test double. */
export interface Subscriber {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(text: string): void;
  terminate(): void;
}

const OPEN = 1;
/** A client this far behind is stuck (sleeping laptop, dead link): drop it rather than buffer without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Subscriptions of this API instance: channel -> sockets. Events arrive from LISTEN, not from the publisher. */
export function createHub() {
  const byChannel = new Map<string, Set<Subscriber>>();

  return {
    subscribe(channel: string, socket: Subscriber) {
      const set = byChannel.get(channel) ?? new Set<Subscriber>();
      byChannel.set(channel, set);
      set.add(socket);
    },
    unsubscribe(channel: string, socket: Subscriber) {
      const set = byChannel.get(channel);
      if (!set) return;
      set.delete(socket);
      if (set.size === 0) byChannel.delete(channel);
    },
    /** The channels a socket hears (re-checked when its user's rights change). */
    channelsOf(socket: Subscriber): string[] {
      return [...byChannel].filter(([, set]) => set.has(socket)).map(([channel]) => channel);
    },
    /** Forget a closed socket everywhere. */
    drop(socket: Subscriber) {
      for (const channel of [...byChannel.keys()]) this.unsubscribe(channel, socket);
    },
    deliver(event: RealtimeEvent) {
      const set = byChannel.get(event.channel);
      if (!set) return;
      // Serialised once, sent to every subscriber.
      const text = JSON.stringify({ type: 'event', channel: event.channel, data: event.data });
      for (const socket of set) {
        if (socket.readyState !== OPEN) continue;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
        else socket.send(text);
      }
    },
    subscriberCount(channel: string): number {
      return byChannel.get(channel)?.size ?? 0;
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
