import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './ChatPanel.tsx';

// Issue 14 item 2 'replies from the order card' over a stubbed server; the answers have the shape
// tests/api/messages-chat.test.ts pins for the same calls.
const calls: { method: string; path: string; query: string; body: unknown }[] = [];
let messages: Record<string, unknown>[] = [];

const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.text();
  const body = text ? JSON.parse(text) : undefined;
  calls.push({ method: request.method, path: url.pathname, query: url.search, body });
  let answer: unknown = { items: messages, meta: { total: messages.length, limit: 100 } };
  if (request.method === 'POST') {
    const m = { id: 3, incoming: false, sender: 'Ольга Смирнова', receiver_names: 'Иван Петров', is_processed: false };
    answer = {
      ...m,
      message: (body as { message: { message: string } }).message.message,
      created_at: '2026-11-23T10:05:00Z',
    };
    messages = [answer as Record<string, unknown>, ...messages];
  }
  if (request.method === 'PUT') answer = { id: 1, is_processed: true };
  return new Response(JSON.stringify(answer), {
    status: request.method === 'POST' ? 201 : 200,
    headers: { 'content-type': 'application/json' },
  });
});

beforeAll(() => vi.stubGlobal('fetch', fetchStub));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  calls.length = 0;
});

const incoming = {
  id: 1,
  incoming: true,
  sender: 'Иван Петров',
  receiver_names: 'Ольга Смирнова',
  message: 'Я на месте',
  is_processed: false,
  created_at: '2026-11-23T09:00:00Z',
};

describe('the order card’s «Чат»', () => {
  it('lists the order’s messages with sender and receivers by name', async () => {
    messages = [incoming];
    render(<ChatPanel orderId={7} />);
    expect(await screen.findByText('Я на месте')).toBeTruthy();
    expect(screen.getByText(/Входящее · Иван Петров → Ольга Смирнова/)).toBeTruthy();
    expect(decodeURIComponent(calls[0].query)).toContain('filter=order_id=7');
  });

  it('sends the reply on Ctrl+Enter, to the order’s reply path only, and shows it', async () => {
    messages = [incoming];
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    render(<ChatPanel orderId={7} />);
    const box = (await screen.findByLabelText(/Ответ работникам заказа/)) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Ключи у охраны' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Ключи у охраны')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: '/api/orders/7/messages', query: '', body: { message: { message: 'Ключи у охраны' } } },
    ]);
    await waitFor(() => expect(box.value).toBe(''));
    // The card's own Ctrl+Enter (next status) is bound on the document: it must not see this one.
    expect(pageKeys).not.toHaveBeenCalled();
    document.removeEventListener('keydown', pageKeys);
  });

  it('sends nothing on a plain Enter or an empty text', async () => {
    messages = [];
    render(<ChatPanel orderId={7} />);
    const box = await screen.findByLabelText(/Ответ работникам заказа/);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.change(box, { target: { value: 'Текст' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('marks an incoming message processed through a save', async () => {
    messages = [incoming];
    render(<ChatPanel orderId={7} />);
    fireEvent.click(await screen.findByText('Обработано'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/api/messages/1',
        body: { message: { is_processed: true } },
      }),
    );
  });
});
