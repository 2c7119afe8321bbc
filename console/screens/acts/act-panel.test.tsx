import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { texts } from '../../../core/texts.ts';
import { ListCell } from '../../list/ListCell.tsx';
import { useSession } from '../../stores/session-store.ts';
import { ActPanel } from './ActPanel.tsx';

// Spec 02 'Act: contractor_id (client; a red cross marks an inconsistent contractor)'; '/free_orders:
// adding an order of another contractor asks for confirmation'; §5 'Free order of another contractor:
// confirmation 'вы выбрали нового клиента, продолжить?' then the selection resets'; §8 'Добавить счет?'.

const freeOrders = [
  // In the act already (the act's form has it): never offered again.
  { id: 11, contractor_id: 7, contractor_name: 'Ромашка', start_date: '2027-03-01', final_revenue: '100.00' },
  { id: 12, contractor_id: 7, contractor_name: 'Ромашка', start_date: '2027-03-02', final_revenue: '200.00' },
  { id: 13, contractor_id: 8, contractor_name: 'Фреш', start_date: '2027-03-03', final_revenue: '300.00' },
];
const accounts = [{ id: 21, number: 'С-21', date: '2027-03-04', amount: '500.00', contractor_id: 7 }];
const puts: { url: string; body: unknown }[] = [];

function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://crm.test');
  const json = (data: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  if (init?.method === 'PUT') {
    const body = JSON.parse(String(init.body));
    puts.push({ url: url.pathname, body });
    return json({ id: 5, ...body.act, status: 2 });
  }
  if (url.pathname === '/api/free_orders') return json({ items: freeOrders, meta: { total: 3 } });
  return json({ items: accounts, meta: { total: 1 } });
}

beforeEach(() => {
  puts.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  useSession.setState({ me: { id: 1, is_admin: true, permissions: {}, email: 'a@b.c', name: 'A' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const panel = (values: Record<string, unknown>, accept = vi.fn()) => {
  render(<ActPanel def={resources.acts} id={5} values={values} readOnly={false} accept={accept} />);
  return accept;
};

describe('the red cross', () => {
  it('marks the contractor cell of an inconsistent act, and only that one', () => {
    const meta = { contractors: [{ id: 7, name: 'Ромашка' }] } as never;
    const def = resources.acts;
    render(
      <ListCell
        def={def}
        column="contractor_id"
        row={{ id: 1, contractor_id: 7, contractor_mismatch: true }}
        meta={meta}
      />,
    );
    const crossed = screen.getByRole('gridcell');
    expect(crossed.textContent).toBe('Ромашка✗');
    expect(crossed.querySelector('.cell-mark')?.getAttribute('aria-label')).toBe(
      'К акту прикреплён счёт или заказ другого контрагента',
    );
    cleanup();
    render(
      <ListCell
        def={def}
        column="contractor_id"
        row={{ id: 2, contractor_id: 7, contractor_mismatch: false }}
        meta={meta}
      />,
    );
    expect(screen.getByRole('gridcell').textContent).toBe('Ромашка');
  });

  it('shows in the card', () => {
    panel({ contractor_id: 7, order_ids: [], contractor_mismatch: true });
    expect(screen.getByRole('alert').textContent).toContain('✗');
  });
});

describe('free orders picker', () => {
  it('offers only orders not in the act; Enter adds one of the same contractor without a question', async () => {
    const accept = panel({ contractor_id: 7, order_ids: [11] });
    const list = screen.getByRole('group', { name: 'Свободные заказы' });
    await waitFor(() => expect(list.textContent).toContain('№ 12'));
    expect(list.textContent).not.toContain('№ 11');
    const input = screen.getByPlaceholderText('Поиск заказа или клиента…');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(screen.queryByText(texts.newClientConfirm)).toBeNull();
    expect(puts[0]).toEqual({ url: '/api/acts/5', body: { act: { order_ids: [11, 12] } } });
    await waitFor(() => expect(accept).toHaveBeenCalled());
    expect(accept.mock.calls[0][1]).toContain('order_ids');
  });

  it('an order of another contractor asks «вы выбрали нового клиента, продолжить?», then resets the selection', async () => {
    panel({ contractor_id: 7, order_ids: [11] });
    const list = screen.getByRole('group', { name: 'Свободные заказы' });
    await waitFor(() => expect(list.textContent).toContain('№ 13'));
    const input = screen.getByPlaceholderText('Поиск заказа или клиента…');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByText(texts.newClientConfirm);
    expect(puts).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body).toEqual({ act: { contractor_id: 8, order_ids: [13] } });
  });

  it('cancelling the question changes nothing', async () => {
    panel({ contractor_id: 7, order_ids: [] });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Свободные заказы' }).textContent).toContain('№ 13'));
    fireEvent.click(screen.getByText(/№ 13/));
    fireEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    expect(screen.queryByText(texts.newClientConfirm)).toBeNull();
    expect(puts).toHaveLength(0);
  });
});

describe('attaching an account', () => {
  it('asks «Добавить счет?» and attaches the account', async () => {
    panel({ contractor_id: 7, order_ids: [], act_operations: [] });
    fireEvent.click(await screen.findByText('Счёт № С-21'));
    await screen.findByText(texts.addAccountConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body).toEqual({ act: { act_operations: [{ account_id: 21 }] } });
  });
});
