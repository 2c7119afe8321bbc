import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { useSession } from '../../stores/session-store.ts';
import { DiscountInput } from './DiscountInput.tsx';
import { OrderCardContext, type OrderCardContextValue } from './order-card-context.ts';
import { WorkerPicker } from './WorkerPicker.tsx';

// Issue 10 item 2: busy workers 'are marked so nobody is double-booked by accident, and an
// individual whose required document has expired is flagged before assignment'.

const rows = [
  {
    id: 1,
    name: 'Занятов',
    phone: null,
    status: 2,
    fix_pay: false,
    metro: null,
    rating: 4.9,
    busy: true,
    busy_order_ids: [77],
    expired_documents: [],
  },
  {
    id: 2,
    name: 'Свободнов',
    phone: null,
    status: 1,
    fix_pay: false,
    metro: 'Сокол',
    rating: null,
    busy: false,
    busy_order_ids: [],
    expired_documents: [],
  },
];
const asked: { url: string; body: unknown }[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const raw = input instanceof Request ? await input.text() : init?.body;
      asked.push({ url, body: raw ? JSON.parse(String(raw)) : undefined });
      const answer = url.includes('free_individuals')
        ? { items: rows }
        : {
            individual_id: Number(/individuals\/(\d+)/.exec(url)?.[1]),
            rating: null,
            rate1: '400.00',
            rate2: null,
            rate_source: 'individual',
          };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  useSession.setState({ me: { id: 1, is_admin: true, permissions: {}, email: 'a@b.c', name: 'A' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (extra: Partial<OrderCardContextValue> = {}): OrderCardContextValue => ({
  orderId: 5,
  startDate: '2031-03-14',
  contractorId: null,
  fixPay: null,
  busy: new Map(),
  rememberFixPay: () => undefined,
  patch: () => undefined,
  ...extra,
});

function renderPicker() {
  const onPick = vi.fn();
  render(
    <OrderCardContext.Provider value={card({ fixPay: false })}>
      <WorkerPicker seed="" workTypeId={48} instrumentTypeId={null} onPick={onPick} onClose={() => undefined} />
    </OrderCardContext.Provider>,
  );
  return { onPick, input: screen.getByPlaceholderText('ФИО работника…') };
}
const active = () => document.querySelector('[cmdk-item][data-selected="true"] .picker-title')?.textContent;

describe('the worker picker', () => {
  it('asks for the order’s day, the order and the first worker’s fix_pay', async () => {
    renderPicker();
    await waitFor(() => expect(active()).toContain('Занятов'));
    expect(asked[0].url).toContain('/api/orders/free_individuals');
    expect(asked[0].body).toEqual({ date: '2031-03-14', order_id: 5, fix_pay: false, search: '' });
  });

  it('needs a second Enter for a busy worker, saying why', async () => {
    const { input, onPick } = renderPicker();
    await waitFor(() => expect(active()).toContain('Занятов'));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByText(/Занят в этот день: заказ № 77\. Enter ещё раз — назначить\./)).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), expect.anything());
  });

  it('picks a free worker at once, with the rate shown for the row’s work type', async () => {
    const { input, onPick } = renderPicker();
    await waitFor(() => expect(active()).toContain('Занятов'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByText('Ставка 400,00 ₽/ч')).toBeTruthy());
    expect(asked.at(-1)?.url).toContain('/api/individuals/2/rate_and_rating?work_type_id=48');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2 }),
      expect.objectContaining({ rate1: '400.00' }),
    );
  });
});

describe('the discount input (spec 01 §3: "a surcharge when has_discount is false, shown as negative")', () => {
  it('shows a surcharge negative and stores a typed negative as a surcharge', () => {
    const patch = vi.fn();
    render(
      <OrderCardContext.Provider value={card({ patch })}>
        <DiscountInput
          id="field-discount"
          name="discount"
          field={resources.orders.fields.discount}
          value={5}
          record={{ has_discount: false, discount: 5 }}
          onChange={() => undefined}
        />
      </OrderCardContext.Provider>,
    );
    const input = document.getElementById('field-discount') as HTMLInputElement;
    expect(input.value).toBe('-5');
    expect(screen.getByText('наценка')).toBeTruthy();
    fireEvent.change(input, { target: { value: '12' } });
    expect(patch).toHaveBeenLastCalledWith({ discount: 12, has_discount: true });
    fireEvent.change(input, { target: { value: '-7,5' } });
    expect(patch).toHaveBeenLastCalledWith({ discount: 7.5, has_discount: false });
  });
});
