import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../core/texts.ts';
import { noticeOf } from './notices.ts';
import { backoffDelay, connectRealtime, type SocketLike } from './realtime-client.ts';

function fakeSocket() {
  const socket: SocketLike & { sent: string[] } = {
    sent: [],
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send(data) {
      socket.sent.push(data);
    },
    close() {
      socket.onclose?.({});
    },
  };
  return socket;
}

afterEach(() => vi.useRealTimers());

describe('realtime client', () => {
  it('subscribes to its channels on open and passes events on', () => {
    const socket = fakeSocket();
    const onEvent = vi.fn();
    connectRealtime({ url: 'ws://x/ws', channels: ['/deploy', '/messages/3'], onEvent, createSocket: () => socket });
    socket.onopen?.({});
    expect(socket.sent.map((s) => JSON.parse(s))).toEqual([
      { type: 'subscribe', channel: '/deploy' },
      { type: 'subscribe', channel: '/messages/3' },
    ]);
    socket.onmessage?.({ data: JSON.stringify({ type: 'subscribed', channel: '/deploy' }) });
    socket.onmessage?.({ data: JSON.stringify({ type: 'event', channel: '/deploy', data: { state: 'done' } }) });
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({ channel: '/deploy', data: { state: 'done' } });
  });

  it('says when a lost connection is back (not on the first open), so views refetch what they missed', () => {
    vi.useFakeTimers();
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    const onReconnect = vi.fn();
    const connection = connectRealtime({
      url: 'ws://x/ws',
      channels: ['/left_column'],
      onEvent: () => undefined,
      onReconnect,
      createSocket: () => {
        const s = fakeSocket();
        sockets.push(s);
        return s;
      },
    });
    sockets[0].onopen?.({});
    expect(onReconnect).not.toHaveBeenCalled();
    sockets[0].onclose?.({});
    vi.advanceTimersByTime(1000);
    sockets[1].onopen?.({});
    expect(onReconnect).toHaveBeenCalledOnce();
    connection.close();
    vi.useRealTimers();
  });

  it('reconnects with growing delays and stops when closed', () => {
    vi.useFakeTimers();
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    const connection = connectRealtime({
      url: 'ws://x/ws',
      channels: [],
      onEvent: () => undefined,
      createSocket: () => {
        const s = fakeSocket();
        sockets.push(s);
        return s;
      },
    });
    sockets[0].onclose?.({});
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect([0, 1, 2, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});

describe('notices', () => {
  it('shows the three deploy texts of the spec, persistently', () => {
    expect(noticeOf('/deploy', { state: 'warning' })).toMatchObject({ kind: 'warning', text: texts.deployStarted });
    expect(noticeOf('/deploy', { state: 'restart' })).toMatchObject({ kind: 'error', text: texts.deployRestarting });
    expect(noticeOf('/deploy', { state: 'done' })).toMatchObject({
      kind: 'success',
      text: texts.deployDone,
      duration: Number.POSITIVE_INFINITY,
    });
    expect(noticeOf('/deploy', { state: 'other' })).toBeNull();
  });

  it('shows chat messages with sender and HH:mm, persistently', () => {
    const at = '2026-12-07T06:05:00Z';
    expect(noticeOf('/messages/3', { sender: 'Ольга', created_at: at, message: 'Готово' })).toMatchObject({
      text: 'Сообщение от Ольга в 09:05: Готово',
      duration: Number.POSITIVE_INFINITY,
    });
  });

  it('names the chat message’s order and opens its chat (issue 22 item 8)', () => {
    const notice = noticeOf('/messages/3', {
      message_id: 41,
      order_id: 164,
      sender_name: 'Ольга',
      message: 'Где ключи?',
    });
    expect(notice).toMatchObject({
      id: 'chat-41',
      description: 'Заказ № 164',
      open: '/orders?id=164&focus=panel%3Achat',
    });
  });

  // Issue 23 item 9: 'the chat notice said 13:53 when it was 16:53 in Moscow'.
  it('says the office time of a chat message in a browser on another zone', () => {
    const office = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      expect(
        noticeOf('/messages/3', { sender: 'Ольга', created_at: '2026-11-26T13:53:00Z', message: 'Где вы?' })?.text,
      ).toBe('Сообщение от Ольга в 16:53: Где вы?');
    } finally {
      process.env.TZ = office;
    }
  });

  it('shows product notices for 3 to 5 seconds', () => {
    const notice = noticeOf('/notification/3', { text: 'Пересчёт завершён', type: 'success' });
    expect(notice?.duration).toBeGreaterThanOrEqual(3000);
    expect(notice?.duration).toBeLessThanOrEqual(5000);
  });

  it("shows a background job's end: its own notice, or its kind's failure text; progress stays silent", () => {
    const done = {
      type: 'job_done',
      job_id: 7,
      result: { notice: { type: 'warning', text: 'Массовая рассылка завершена с ошибками' } },
    };
    expect(noticeOf('/notification/3', done)).toMatchObject({
      kind: 'warning',
      text: 'Массовая рассылка завершена с ошибками',
    });
    const failed = { type: 'job_failed', job_id: 7, error: 'ECONNREFUSED', text: 'Ошибка массовой рассылки' };
    expect(noticeOf('/notification/3', failed)).toMatchObject({ kind: 'error', text: 'Ошибка массовой рассылки' });
    expect(noticeOf('/notification/3', { type: 'job_progress', job_id: 7, done: 1, total: 9 })).toBeNull();
  });
});
