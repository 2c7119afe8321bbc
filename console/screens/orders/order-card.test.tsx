import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { newOrderDefaults } from '../../../core/rules/order-defaults.rule.ts';
import { useSession } from '../../stores/session-store.ts';
import { OrderCard } from './OrderCard.tsx';

// Spec 01 §2: 'The tab shown follows the order status: status 3 shows the third tab only when
// payment_type is 2, otherwise the second.' Issue 10 item 1: the displayed status is the badge.

let order: Record<string, unknown>;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
      asked.push(`${method} ${new URL(url).pathname}`);
      const path = new URL(url).pathname;
      const body = /\/api\/orders\/\d+$/.test(path) ? order : path === '/api/orders/new' ? template() : { items: [] };
      return new Response(JSON.stringify(method === 'DELETE' ? { id: 5, deleted: true } : body), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  useSession.setState({ me: { id: 1, is_admin: true, permissions: {}, email: 'a@b.c', name: 'A' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What GET /api/orders/new answers: tomorrow, 09:00, the pass the day before at 16:00, six lines, the driver's with a vehicle. */
function template() {
  const d = newOrderDefaults(new Date());
  return {
    status: 0,
    payment_type: 1,
    ...d,
    start_time: '09:00',
    order_prices: d.order_prices.map((l) => ({ ...l, instrument_type_id: l.work_type_id === 52 ? 1 : null })),
    order_individuals: [],
  };
}

const base = { id: 5, start_date: '2031-03-14', contractor_id: 3, order_prices: [], order_individuals: [] };

function open(extra: Partial<Parameters<typeof OrderCard>[0]> = {}) {
  const props = { onClose: vi.fn(), onSaved: vi.fn() };
  render(<OrderCard def={resources.orders} id={5} readOnly={false} canDelete {...props} {...extra} />);
  return props;
}
const shownForm = () => document.querySelector('form.order-card')?.getAttribute('data-form');

describe('the order card', () => {
  it.each([
    [0, 1, '1', 'Необработан'],
    [2, 1, '2', 'Организован'],
    [3, 2, '3', 'Посчитан'],
    [3, 1, '2', 'Посчитан'],
  ])('status %i, payment type %i shows form %s', async (status, payment_type, form, badge) => {
    order = { ...base, status, payment_type, displayed_status: status === 2 ? 2.5 : status };
    open();
    await waitFor(() => expect(screen.getByText(badge).className).toContain('status-badge'));
    expect(shownForm()).toBe(form);
    expect(document.querySelector('.order-forms [aria-selected="true"]')?.textContent).toContain(`Форма ${form}`);
  });

  it('starts a new order on form 1 with the server’s defaults: tomorrow, 09:00 (issue 22 item 12), six default lines', async () => {
    render(
      <OrderCard
        def={resources.orders}
        id={undefined}
        readOnly={false}
        canDelete
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    await waitFor(() => expect(shownForm()).toBe('1'));
    await waitFor(() => expect(document.getElementById('field-start_time')).not.toBeNull());
    expect(asked).toContain('GET /api/orders/new');
    expect((document.getElementById('field-start_time') as HTMLInputElement).value).toBe('09:00');
    const date = (document.getElementById('field-start_date') as HTMLInputElement).value;
    const next = new Date(Date.now() + 86_400_000);
    expect(date).toBe(
      `${String(next.getDate()).padStart(2, '0')}.${String(next.getMonth() + 1).padStart(2, '0')}.${next.getFullYear()}`,
    );
    expect(document.querySelectorAll('#field-order_prices tbody tr').length).toBe(6);
    expect(screen.queryByRole('button', { name: /^Удалить…/ })).toBeNull();
  });

  it('deletes a saved order only after the question', async () => {
    order = { ...base, status: 1, payment_type: 1, displayed_status: 1 };
    const props = open();
    await waitFor(() => expect(shownForm()).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: /^Удалить…/ }));
    expect(asked.filter((a) => a.startsWith('DELETE'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(asked).toContain('DELETE /api/orders/5');
  });
});
