import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { runCommand } from '../../commands/command-bus.ts';
import { useSession } from '../../stores/session-store.ts';
import { OrderCard } from './OrderCard.tsx';

// Issue 20 item 5, the issue's reproduction: 'On an order with a client change «Время 10:00 → 12:00»,
// «Разрешить» stores 12:00 while the open card still shows 10:00; Ctrl+S sends 10:00 back'. After
// the panel's action the card reads the order again; the next Ctrl+S sends 12:00 on the new version.

let order: Record<string, unknown>;
let pendingChanges: unknown[];
const writes: { method: string; path: string; body: any }[] = [];

const base = {
  id: 5,
  status: 1,
  payment_type: 1,
  displayed_status: 1,
  start_date: '2031-03-14',
  start_time: '10:00',
  comment: null,
  contractor_id: 3,
  order_prices: [],
  order_individuals: [],
  version: 'v1',
};
const change = { key: 'fields.start_time', kind: 'field', label: 'Время', from: '10:00', to: '12:00' };

beforeEach(() => {
  writes.length = 0;
  order = { ...base };
  pendingChanges = [change];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (method !== 'GET') writes.push({ method, path, body });
      if (path === '/api/orders/5/review_client_change') {
        // The server applies it: a new time and a new version.
        order = { ...order, start_time: '12:00', version: 'v2' };
        pendingChanges = [];
        return Response.json({ items: [] });
      }
      if (path === '/api/orders/5/client_changes') return Response.json({ items: pendingChanges });
      if (path === '/api/orders/5/comments')
        return Response.json({ items: [], unread: { individual: 0, internal: 0 } });
      if (path === '/api/orders/5') return Response.json(method === 'PUT' ? { ...order, version: 'v3' } : order);
      return Response.json({ items: [] });
    }),
  );
  useSession.setState({ me: { id: 1, is_admin: true, permissions: {}, email: 'a@b.c', name: 'A' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const timeInput = () => document.getElementById('field-start_time') as HTMLInputElement;

describe('an action in a panel of the open order card', () => {
  it('«Разрешить» on a client change: the card shows 12:00 and Ctrl+S sends 12:00 with the new version', async () => {
    const onSaved = vi.fn();
    render(<OrderCard def={resources.orders} id={5} readOnly={false} canDelete onClose={vi.fn()} onSaved={onSaved} />);
    await waitFor(() => expect(timeInput().value).toBe('10:00'));
    // An edit of the user's own elsewhere on the card survives the reload.
    fireEvent.change(document.getElementById('field-comment')!, { target: { value: 'позвонить прорабу' } });
    const panel = await screen.findByRole('region', { name: 'Изменения клиента' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Разрешить' }));
    await waitFor(() => expect(timeInput().value).toBe('12:00'));
    expect((document.getElementById('field-comment') as HTMLTextAreaElement).value).toBe('позвонить прорабу');
    act(() => {
      runCommand('form.save');
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = writes.find((w) => w.method === 'PUT');
    expect(put?.body.order).toMatchObject({ start_time: '12:00', comment: 'позвонить прорабу', version: 'v2' });
  });

  it('asks, «Моё» beside «Их», when the action changed a field the user had changed too', async () => {
    render(<OrderCard def={resources.orders} id={5} readOnly={false} canDelete onClose={vi.fn()} onSaved={vi.fn()} />);
    await waitFor(() => expect(timeInput().value).toBe('10:00'));
    fireEvent.change(timeInput(), { target: { value: '11:00' } });
    const panel = await screen.findByRole('region', { name: 'Изменения клиента' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Разрешить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запись изменили, пока вы её правили' });
    expect(within(dialog).getAllByRole('row')[1].textContent).toBe('Время11:0012:00');
    fireEvent.click(within(dialog).getByLabelText('Время: их'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Применить/ }));
    await waitFor(() => expect(timeInput().value).toBe('12:00'));
    expect(writes.filter((w) => w.method === 'PUT')).toEqual([]);
  });
});
