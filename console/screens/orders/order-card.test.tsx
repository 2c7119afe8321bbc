import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
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
      const body = /\/api\/orders\/\d+$/.test(new URL(url).pathname) ? order : { items: [] };
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

  it('starts a new order on form 1 with tomorrow, the pass the day before at 16:00 and six default lines', () => {
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
    expect(shownForm()).toBe('1');
    const date = (document.getElementById('field-start_date') as HTMLInputElement).value;
    const next = new Date(Date.now() + 86_400_000);
    expect(date).toBe(
      `${String(next.getDate()).padStart(2, '0')}.${String(next.getMonth() + 1).padStart(2, '0')}.${next.getFullYear()}`,
    );
    expect(document.querySelectorAll('#field-order_prices tbody tr').length).toBe(6);
    expect(screen.queryByText('Удалить')).toBeNull();
  });

  it('deletes a saved order only after the question', async () => {
    order = { ...base, status: 1, payment_type: 1, displayed_status: 1 };
    const props = open();
    await waitFor(() => expect(shownForm()).toBe('1'));
    fireEvent.click(screen.getByText('Удалить'));
    expect(asked.filter((a) => a.startsWith('DELETE'))).toEqual([]);
    fireEvent.click(screen.getAllByText('Удалить').at(-1)!);
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(asked).toContain('DELETE /api/orders/5');
  });
});
