import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { useSession } from '../../stores/session-store.ts';
import { OrderCard } from './OrderCard.tsx';

// Issue 13 item 4: 'an order beyond the ring road gets add_hour added to the minimum billed time
// and the ticket cost in the workers' commute payment': the card picks the city «За МКАД» by
// keyboard and shows what it comes to.
const towns = [
  { id: 11, city_name: 'Балашиха', km_from_mkad: 9, add_hour: 1.5, ticket_cost: '220.00' },
  { id: 12, city_name: 'Бронницы', km_from_mkad: 36, add_hour: 2, ticket_cost: '420.00' },
];
let order: Record<string, unknown>;
const asked: { method: string; url: URL; body: unknown }[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
      const raw = input instanceof Request ? await input.text() : init?.body;
      asked.push({ method, url, body: raw ? JSON.parse(String(raw)) : undefined });
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const body = /\/api\/orders\/\d+$/.test(url.pathname)
        ? order
        : url.pathname === '/api/mkad_additional_payments'
          ? { items: towns.filter((t) => t.city_name.toLowerCase().startsWith(search)), meta: { total: 2 } }
          : url.pathname.endsWith('/comments')
            ? { items: [], unread: { individual: 0, internal: 0 } }
            : { items: [] };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  useSession.setState({ me: { id: 1, is_admin: true, permissions: {}, email: 'a@b.c', name: 'A' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = { id: 5, start_date: '2031-03-14', contractor_id: 3, order_prices: [], order_individuals: [] };
const open = () =>
  render(<OrderCard def={resources.orders} id={5} readOnly={false} canDelete onClose={vi.fn()} onSaved={vi.fn()} />);
// A shared, busy machine: the picker's answer may take longer than waitFor's default second.
const slow = { timeout: 5000 };
const field = (name: string) => document.getElementById(`field-${name}`) as HTMLInputElement;

describe('«За МКАД» on the order card', () => {
  it('opens on a typed letter, searches the cities and shows each one’s distance and hours; Enter picks', async () => {
    order = { ...base, status: 1, payment_type: 1, displayed_status: 1, mkad_additional_payment_id: null };
    open();
    await waitFor(() => expect(field('mkad_additional_payment_id')).not.toBeNull(), slow);
    const button = field('mkad_additional_payment_id');
    expect(button.closest('details')?.getAttribute('data-section')).toBe('address');
    button.focus();
    fireEvent.keyDown(button, { key: 'Б' });
    await waitFor(() => expect(screen.getByText('Балашиха')).toBeTruthy(), slow);
    const searched = asked.find((a) => a.url.pathname === '/api/mkad_additional_payments');
    expect(searched?.url.searchParams.get('search')).toBe('Б');
    // The second line tells the towns apart: km from the ring road · hours added · ticket.
    expect(document.querySelector('.picker')?.textContent).toContain('Балашиха9 · 1,5 · 220,00');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(field('mkad_additional_payment_id').textContent).toBe('Бронницы'), slow);
    fireEvent.click(screen.getByRole('button', { name: /^Сохранить Ctrl\+S/ }));
    await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true), slow);
    const put = asked.find((a) => a.method === 'PUT')!;
    expect((put.body as { order: Record<string, unknown> }).order.mkad_additional_payment_id).toBe(12);
  });

  it('shows the hours the city adds and the commute per worker where form 3 counts the money', async () => {
    order = {
      ...base,
      status: 3,
      payment_type: 2,
      displayed_status: 3,
      mkad_additional_payment_id: 11,
      mkad_note: '+1,5 ч за МКАД (Балашиха)',
      commute_per_worker: '370.00',
    };
    open();
    await waitFor(() => expect(field('mkad_note')?.value).toBe('+1,5 ч за МКАД (Балашиха)'), slow);
    expect(field('commute_per_worker').value).toMatch(/^370,00/);
    expect(field('mkad_note').closest('details')?.getAttribute('data-section')).toBe('count');
  });
});
