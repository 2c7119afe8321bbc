import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { runCommand } from '../../commands/command-bus.ts';
import { CallCard } from './CallCard.tsx';

// Spec 02 §2 '/calls/{id}: one call with a make-order button that opens /orders?call_id={id} in a
// new tab'; spec 02 §3 Call: durations as human time, first_order_date dd.MM.yyyy, 'Не клиент', 'Скачать'.
const call = {
  id: 41,
  occurred_at: '2026-11-23T06:15:00.000Z',
  outgoing: false,
  phone_caller: '89161112233',
  phone_callee: '74951234567',
  contractor_id: 3,
  contractor_name: 'ООО «Ромашка»',
  contact_id: 9,
  contact_name: 'Анна',
  user_id: 2,
  user_name: 'Ольга Смирнова',
  duration: 125,
  link_duration: 65,
  record_filename: '2026/11/23/in-41.mp3',
  caller_estimation: '5',
  first_order_date: '2026-03-05',
  order_amount: 3,
  comment: 'Хочет заказ на завтра',
  not_a_client: false,
};

let asked: string[];
const serve = (row: Record<string, unknown>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(JSON.stringify(row), { headers: { 'content-type': 'application/json' } });
    }),
  );

function renderCard(id = 41) {
  const location = memoryLocation({ path: `/calls/${id}` });
  render(
    <Router hook={location.hook}>
      <Route path="/calls/:id">
        <CallCard />
      </Route>
    </Router>,
  );
}

const shownValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  asked = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<CallCard>', () => {
  it('shows the call as people read it', async () => {
    serve(call);
    renderCard();
    await screen.findByText('Звонок №41');
    expect(asked[0]).toContain('/api/calls/41');
    expect(shownValue('Длительность')).toBe('2 мин 05 с');
    expect(shownValue('Разговор')).toBe('1 мин 05 с');
    expect(shownValue('Первый заказ')).toBe('05.03.2026');
    expect(shownValue('Заказов')).toBe('3');
    expect(shownValue('Кто звонил')).toBe('+7 916 111-22-33');
    // Spec 02: 'comment (shown with contractor name)'.
    expect(shownValue('Комментарий')).toBe('ООО «Ромашка», Хочет заказ на завтра');
    expect(shownValue('Контрагент')).toBe('ООО «Ромашка»');
    expect(screen.queryByText('Не клиент')).toBeNull();
    const download = screen.getByRole('link', { name: 'Скачать' });
    expect(download.getAttribute('href')).toBe('/api/calls/41/record');
  });

  it('marks an unknown caller «Не клиент»', async () => {
    serve({
      ...call,
      ...{ contractor_id: null, contractor_name: null, contact_id: null, not_a_client: true, comment: null },
      ...{ first_order_date: null, order_amount: 0 },
    });
    renderCard();
    await screen.findByText('Звонок №41');
    expect(shownValue('Не клиент')).toBe('Не клиент');
    expect(screen.queryByText('Первый заказ', { selector: 'dt' })).toBeNull();
  });

  it('«Создать заказ» (button and Alt+O) opens the order card of this call in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    serve(call);
    renderCard();
    (await screen.findByRole('button', { name: 'Создать заказ' })).click();
    act(() => {
      runCommand('call.createOrder');
    });
    expect(open.mock.calls).toEqual([
      ['/orders?call_id=41&preopen=true', '_blank', 'noopener'],
      ['/orders?call_id=41&preopen=true', '_blank', 'noopener'],
    ]);
    open.mockRestore();
  });
});
