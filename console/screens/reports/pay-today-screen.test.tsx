import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayTodayAnswer, PayTodayRow } from '../../../core/ledger/ledger-contract.ts';
import { formatRoubles, kopecksToDecimalString, sumMoney, toKopecks } from '../../../core/money.ts';
import { PayTodayScreen } from './PayTodayScreen.tsx';
import { asked, cells, keys, press, serve, show, tableReady } from './report-fixture.tsx';

// Issue 13 item 3/6: '/pay_today: who must be paid today, amount, last payment date, card data
// masked except for users with `transactions`' … 'totals rows … links to the … worker'.
const worker = (individual_id: number, name: string, amount: string, last: string | null, card: string | null) =>
  ({
    individual_id,
    name,
    phone: '79161112233',
    amount,
    last_payment_date: last,
    card_number: card,
    card_active_until: card ? '2028-05-31' : null,
    card_comment: card ? 'Сбербанк' : null,
    card_masked: true,
  }) satisfies PayTodayRow;

const items = [
  worker(41, 'Иванов Пётр', '3500.00', '2026-11-20', '•••• 1234'),
  worker(17, 'Сидоров Олег', '12750.50', null, null),
  worker(8, 'Кузнецов Ян', '0.99', '2026-10-02', '•••• 9876'),
];
const payToday = (rows: PayTodayRow[]): PayTodayAnswer => ({
  items: rows,
  meta: { total: rows.length },
  totals: { amount: kopecksToDecimalString(sumMoney(rows.map((r) => r.amount))), count: rows.length },
});

const table = () => screen.getByRole('table', { name: 'Выплаты сегодня' });
const bodyRows = () => [...table().querySelectorAll('tbody tr')];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<PayTodayScreen>', () => {
  it('lists whom to pay with the card as the server sent it and a totals row of count and amount', async () => {
    serve(() => payToday(items));
    show(PayTodayScreen, '/pay_today');
    await tableReady();
    const rows = bodyRows();
    expect(cells(rows[0])).toEqual([
      'Иванов Пётр',
      '+7 916 111-22-33',
      '3 500,00',
      '20.11.2026',
      '•••• 1234',
      '31.05.2028',
      'Сбербанк',
    ]);
    expect(cells(rows[1]).slice(3, 5)).toEqual(['—', '—']);
    expect(screen.getByRole('link', { name: 'Иванов Пётр' }).getAttribute('href')).toBe('/individuals?id=41');
    const foot = cells(table().querySelector('tfoot tr') as Element);
    expect(foot[0]).toBe(`Итого: ${rows.length} работника`);
    expect(foot[2]).toBe(formatRoubles(sumMoney(rows.map((r) => toKopecks(cells(r)[2])))));
  });

  it('j / k and the arrows move the cursor; Enter opens the worker under it', async () => {
    serve(() => payToday(items));
    const location = show(PayTodayScreen, '/pay_today');
    await tableReady();
    press(...keys.down);
    press(...keys.j);
    press(...keys.k);
    press(...keys.enter);
    expect(location.history?.at(-1)).toBe('/individuals?id=17');
  });

  it('sorts and searches through the server', async () => {
    serve((url) => payToday(items.filter((r) => r.name.includes(url.searchParams.get('search') ?? ''))));
    show(PayTodayScreen, '/pay_today');
    await tableReady();
    fireEvent.click(screen.getByRole('button', { name: 'Сумма' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toBe('amount'));
    press(...keys.slash);
    const search = screen.getByRole('searchbox', { name: 'Поиск' });
    fireEvent.change(search, { target: { value: 'Кузнецов' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(bodyRows().map((r) => cells(r)[0])).toEqual(['Кузнецов Ян']));
    expect(asked.at(-1)?.searchParams.get('sort')).toBe('amount');
    expect(cells(table().querySelector('tfoot tr') as Element)[0]).toBe('Итого: 1 работник');
  });

  it('says so when nobody is to be paid today', async () => {
    serve(() => payToday([]));
    show(PayTodayScreen, '/pay_today');
    await screen.findByText('Сегодня выплачивать некому.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
