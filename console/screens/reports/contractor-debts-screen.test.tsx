import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractorDebtRow, ContractorDebtsAnswer } from '../../../core/ledger/ledger-contract.ts';
import { formatRoubles, kopecksToDecimalString, sumMoney, toKopecks } from '../../../core/money.ts';
import { ContractorDebtsScreen } from './ContractorDebtsScreen.tsx';
import { asked, cells, keys, press, serve, show, tableReady } from './report-fixture.tsx';

// Issue 13 item 3/6: '/contractor_debts: not_paid_accs, accs_debt, orders_debt, accs_month,
// accs_two_weeks per contractor with its manager' … 'totals rows … links to the contractor'.
const debt = (contractor_id: number, name: string, user: string | null, n: number, ...money: string[]) =>
  ({
    contractor_id,
    name,
    user_id: user ? contractor_id + 100 : null,
    user_name: user,
    not_paid_accs: n,
    accs_debt: money[0],
    orders_debt: money[1],
    accs_month: money[2],
    accs_two_weeks: money[3],
  }) satisfies ContractorDebtRow;

const all = [
  debt(7, 'ООО «Ромашка»', 'Ольга Смирнова', 3, '45000.00', '12000.50', '30000.00', '15000.00'),
  debt(12, 'АО «Лютик»', null, 1, '9999.99', '0.00', '9999.99', '0.00'),
  debt(3, 'ИП Петров', 'Иван Орлов', 0, '0.00', '-1500.25', '0.00', '0.00'),
];
const moneyKeys = ['accs_debt', 'orders_debt', 'accs_month', 'accs_two_weeks'] as const;

/** The server's answer: `limit` rows of page `page`, totals over all rows. */
function debts(url: URL, limit = 50): ContractorDebtsAnswer {
  const page = Number(url.searchParams.get('page') ?? 1);
  const search = url.searchParams.get('search') ?? '';
  const found = all.filter((r) => r.name.includes(search) || (r.user_name ?? '').includes(search));
  const money = Object.fromEntries(moneyKeys.map((k) => [k, kopecksToDecimalString(sumMoney(found.map((r) => r[k])))]));
  return {
    items: found.slice((page - 1) * limit, page * limit),
    meta: { total: found.length, page, limit },
    totals: {
      not_paid_accs: found.reduce((n, r) => n + r.not_paid_accs, 0),
      ...money,
    } as ContractorDebtsAnswer['totals'],
  };
}

const table = () => screen.getByRole('table', { name: 'Долги контрагентов' });
const bodyRows = () => [...table().querySelectorAll('tbody tr')];
const last = () => asked.at(-1) as URL;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<ContractorDebtsScreen>', () => {
  it('shows each contractor with its manager by name and a totals row that adds up', async () => {
    serve((url) => debts(url));
    show(ContractorDebtsScreen, '/contractor_debts');
    await tableReady();
    const rows = bodyRows();
    expect(cells(rows[0])).toEqual([
      'ООО «Ромашка»',
      'Ольга Смирнова',
      '3',
      '45 000,00',
      '12 000,50',
      '30 000,00',
      '15 000,00',
    ]);
    expect(cells(rows[1])[1]).toBe('—');
    expect(screen.getByRole('link', { name: 'ООО «Ромашка»' }).getAttribute('href')).toBe('/contractors?id=7');
    const foot = cells(table().querySelector('tfoot tr') as Element);
    expect(foot[0]).toBe('Итого');
    expect(foot[2]).toBe(String(rows.reduce((n, r) => n + Number(cells(r)[2]), 0)));
    for (let col = 3; col <= 6; col++)
      expect(foot[col], `column ${col}`).toBe(formatRoubles(sumMoney(rows.map((r) => toKopecks(cells(r)[col])))));
    expect(screen.getByText('3 контрагента')).toBeTruthy();
  });

  it('sorts by the server: a header asks for its column ascending, again descending', async () => {
    serve((url) => debts(url));
    const location = show(ContractorDebtsScreen, '/contractor_debts');
    await tableReady();
    fireEvent.click(screen.getByRole('button', { name: 'Долг по счетам' }));
    await waitFor(() => expect(last().searchParams.get('sort')).toBe('accs_debt'));
    expect(last().searchParams.get('order')).toBe('asc');
    fireEvent.click(await screen.findByRole('button', { name: /Долг по счетам/ }));
    await waitFor(() => expect(last().searchParams.get('order')).toBe('desc'));
    expect(location.history?.at(-1)).toBe('/contractor_debts?sort=accs_debt&order=desc');
    expect(screen.getByRole('columnheader', { name: /Долг по счетам/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('/ focuses the search, Enter there asks the server; [ ] turn the server’s pages', async () => {
    serve((url) => debts(url, 2));
    show(ContractorDebtsScreen, '/contractor_debts');
    await tableReady();
    expect(screen.getByText('3 контрагента, стр. 1 из 2')).toBeTruthy();
    press(...keys.next);
    await waitFor(() => expect(last().searchParams.get('page')).toBe('2'));
    await waitFor(() => expect(bodyRows().map((r) => cells(r)[0])).toEqual(['ИП Петров']));
    press(...keys.prev);
    await waitFor(() => expect(last().searchParams.get('page')).toBeNull());

    press(...keys.slash);
    const search = screen.getByRole('searchbox', { name: 'Поиск' });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'Орлов' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(last().searchParams.get('search')).toBe('Орлов'));
    await waitFor(() => expect(bodyRows().map((r) => cells(r)[0])).toEqual(['ИП Петров']));
    fireEvent.change(search, { target: { value: 'Нет такого' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await screen.findByText('Пусто: ничего не найдено по запросу «Нет такого».');
  });

  it('Enter opens the card of the contractor under the cursor', async () => {
    serve((url) => debts(url));
    const location = show(ContractorDebtsScreen, '/contractor_debts');
    await tableReady();
    press(...keys.j);
    press(...keys.j);
    press(...keys.k);
    await waitFor(() => expect(bodyRows()[1].getAttribute('aria-selected')).toBe('true'));
    press(...keys.enter);
    expect(location.history?.at(-1)).toBe('/contractors?id=12');
  });
});
