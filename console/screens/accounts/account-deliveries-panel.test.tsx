import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { AccountDeliveriesPanel } from './AccountDeliveriesPanel.tsx';

// The account card's «Отправки PDF» over a stubbed server; the answer is the shape
// tests/api/account-send-pdf.test.ts pins for GET /api/accounts/{id}/deliveries.

const requested: string[] = [];
const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  requested.push(new URL(request.url).pathname);
  const items = [
    {
      id: 2,
      act_id: 5,
      act_number: 'А-5',
      to_address: 'buh@romashka.test',
      check_copy: false,
      result: 'error',
      error: '550 No such user here',
      sent_at: '2026-11-23T12:30:00.000Z',
      user_name: 'Администратор',
    },
    {
      id: 1,
      act_id: null,
      act_number: null,
      to_address: 'admin@test.local',
      check_copy: true,
      result: 'ok',
      error: null,
      sent_at: '2026-11-22T09:00:00.000Z',
      user_name: null,
    },
  ];
  return new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } });
});

beforeAll(() => vi.stubGlobal('fetch', fetchStub));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  requested.length = 0;
});

describe('AccountDeliveriesPanel', () => {
  it('asks for the deliveries only when opened, then lists to whom, the act and the result', async () => {
    const { container } = render(
      <AccountDeliveriesPanel def={resources.accounts} id={42} values={{}} readOnly={false} accept={() => undefined} />,
    );
    expect(requested).toEqual([]);
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await waitFor(() => expect(screen.getByText(/buh@romashka\.test/)).toBeTruthy());
    expect(requested).toEqual(['/api/accounts/42/deliveries']);
    const rows = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(rows[0]).toContain('с актом № А-5 · ошибка: 550 No such user here · Администратор');
    expect(rows[1]).toContain('admin@test.local (копия себе) · доставлено');
  });
});
