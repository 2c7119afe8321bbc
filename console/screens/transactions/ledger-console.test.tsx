import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDate } from '../../../core/format.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { resources } from '../../../core/resources/index.ts';
import { texts } from '../../../core/texts.ts';
import { CommandHotkeys } from '../../commands/CommandHotkeys.tsx';
import { useScreenActions } from '../../commands/screen-actions.ts';
import { ListScreen } from '../../list/ListScreen.tsx';
import { useSession } from '../../stores/session-store.ts';
import { individualCardSections } from '../individuals/card-sections.extra.ts';
import { IndividualBalance } from './IndividualBalance.tsx';

// Issue 13 item 1 (console side): the ledger list names and links each owner, marks reversed and
// reversal rows, asks before a delete that it appends a reversal, and «Обнулить баланс» zeroes a
// worker's balance (core/ledger/ledger-contract.ts NullifyRequest, one call per worker, each with
// its own Idempotency-Key). The server is a stand-in here: tests/e2e/ledger.e2e.test.ts runs the real one.

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
  key: string | null;
}
let sent: Sent[];
let gets: URL[];
let rows: Record<string, unknown>[];
let balances: Record<number, string>;
let answers: Record<string, (body: Record<string, unknown>) => Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;

beforeEach(() => {
  for (const key of sizes) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 600 });
  sent = [];
  gets = [];
  answers = {};
  balances = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET') {
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
        sent.push({ method, path: url.pathname, body, key: new Headers(init?.headers).get('Idempotency-Key') });
        return answers[`${method} ${url.pathname}`]?.(body) ?? json({});
      }
      gets.push(url);
      if (url.pathname === '/api/transactions/balances') {
        const ids = (url.searchParams.get('owner_ids') ?? '').split(',').map(Number);
        const items = ids.map((id) => ({
          owner_class: 'Individual',
          owner_id: id,
          name: `Работник ${id}`,
          balance: balances[id] ?? '0.00',
          last_payout_date: null,
        }));
        return json({ items });
      }
      if (url.pathname.split('/').length !== 3) return json({ items: [], meta: {} });
      return json({ items: rows, meta: { total: rows.length, limit: 50, page: 1, pages: 1 } });
    }),
  );
});
afterEach(() => {
  for (const key of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

function signIn(permissions: Record<string, boolean>) {
  useSession.setState({
    me: { id: 1, email: 'a@b.ru', name: 'Бухгалтер', is_admin: false, user_group_id: null, permissions },
  });
}

async function show(def: ResourceDef) {
  history.replaceState(null, '', `/${def.name}`);
  render(
    <>
      <Toaster />
      <ListScreen def={def} />
      <CommandHotkeys />
    </>,
  );
  const grid = screen.getByRole('grid');
  await waitFor(() => expect(grid.getAttribute('aria-activedescendant')).toBe('row-0'));
}

const press = (init: KeyboardEventInit) =>
  act(() => {
    screen.getByRole('grid').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  });
const paletteNames = () => useScreenActions.getState().actions.map((a) => `${a.name} (${a.subtitle})`);
async function runFromPalette(name: string) {
  const action = useScreenActions.getState().actions.find((a) => a.name === name);
  if (!action) throw new Error(`no palette action ${name}: ${paletteNames().join('; ')}`);
  act(() => action.perform?.(action as never));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}
const rowOf = (id: number) => screen.getByText(String(id), { selector: '.cell.num' }).closest('[role="row"]');

const ledgerRow = (id: number, owner_type: string, owner_id: number, owner_name: string, extra = {}) => ({
  id,
  payment_date: '2026-11-20',
  amount: '1500.00',
  owner_type,
  owner_id,
  owner_name,
  operation_id: 2,
  reversal_of_id: null,
  reversed_by_id: null,
  ...extra,
});

describe('the /transactions list', () => {
  it('links each owner name to the card its owner type names, and shows the operation by its label', async () => {
    signIn({ transactions: true });
    rows = [
      ledgerRow(3, 'Our_Individual', 5, 'Иванов Иван'),
      ledgerRow(2, 'Contractor', 9, 'ООО «Ромашка»'),
      ledgerRow(1, 'User', 2, 'Петрова Анна', { operation_id: 3 }),
    ];
    await show(resources.transactions);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Иванов Иван')).toBe('/individuals?id=5');
    expect(href('ООО «Ромашка»')).toBe('/contractors?id=9');
    expect(href('Петрова Анна')).toBe('/users?id=2');
    expect(rowOf(1)?.textContent).toContain('Штраф');
    expect(rowOf(2)?.textContent).toContain('Выплата');
    // The list asks for the fields the link is made of, though neither is a shown column.
    const fields = gets
      .find((u) => u.pathname === '/api/transactions')
      ?.searchParams.get('fields')
      ?.split(',');
    expect(fields).toEqual(expect.arrayContaining(['owner_name', 'owner_id', 'owner_type']));
    expect(paletteNames()).toContain('Открыть карточку получателя (№ 3)');
  });

  it('marks a reversed row and its reversal, each with a badge and a tone', async () => {
    signIn({ transactions: true });
    rows = [
      ledgerRow(11, 'Individual', 5, 'Иванов Иван', { amount: '-1500.00', reversal_of_id: 10 }),
      ledgerRow(10, 'Individual', 5, 'Иванов Иван', { reversed_by_id: 11 }),
      ledgerRow(9, 'Individual', 5, 'Иванов Иван'),
    ];
    await show(resources.transactions);
    expect(rowOf(11)?.querySelector('.cell-badge')?.textContent).toBe('Сторно № 10');
    expect(rowOf(11)?.className).toContain('tone-warning');
    expect(rowOf(11)?.getAttribute('title')).toBe('Сторно');
    expect(rowOf(10)?.querySelector('.cell-badge')?.textContent).toBe('Сторнирована (№ 11)');
    expect(rowOf(10)?.className).toContain('tone-muted');
    expect(rowOf(9)?.querySelector('.cell-badge')).toBeNull();
    expect(rowOf(9)?.className).not.toMatch(/tone-/);
  });

  it('asks before a delete by the Delete key that a reversal will be made, then shows the list again', async () => {
    signIn({ transactions: true, transactions_delete: true });
    rows = [ledgerRow(10, 'Individual', 5, 'Иванов Иван')];
    answers['DELETE /api/transactions/10'] = () =>
      json({ transaction: ledgerRow(11, 'Individual', 5, 'Иванов Иван', { reversal_of_id: 10 }) });
    await show(resources.transactions);
    press({ key: 'Delete', code: 'Delete' });
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Удалить операцию? Будет создана обратная операция (сторно).');
    rows = [
      ledgerRow(11, 'Individual', 5, 'Иванов Иван', { reversal_of_id: 10 }),
      ledgerRow(10, 'Individual', 5, 'Иванов Иван', { reversed_by_id: 11 }),
    ];
    const lists = gets.length;
    fireEvent.click([...question.querySelectorAll('button')].find((b) => b.textContent === 'Удалить') as HTMLElement);
    await waitFor(() => expect(sent).toMatchObject([{ method: 'DELETE', path: '/api/transactions/10' }]));
    expect(await screen.findByText(texts.transactionReversed)).toBeTruthy();
    await waitFor(() => expect(gets.length).toBeGreaterThan(lists));
    await waitFor(() => expect(rowOf(10)?.className).toContain('tone-muted'));
    expect(rowOf(11)?.textContent).toContain('Сторно № 10');
  });
});

describe('«Обнулить баланс»', () => {
  it('is offered on /individuals only to holders of the transactions flag', async () => {
    signIn({});
    rows = [{ id: 5, name: 'Иванов Иван' }];
    await show(resources.individuals);
    expect(paletteNames().some((n) => n.startsWith('Обнулить баланс'))).toBe(false);
    cleanup();
    signIn({ transactions: true });
    await show(resources.individuals);
    expect(paletteNames()).toContain('Обнулить баланс (№ 5)');
  });

  it('shows the selected workers’ balances and total, then sends one call per worker with its own key and the date', async () => {
    signIn({ transactions: true });
    rows = [
      { id: 5, name: 'Иванов Иван' },
      { id: 6, name: 'Петров Пётр' },
      { id: 7, name: 'Сидоров Сидор' },
    ];
    balances = { 5: '12000.50', 6: '345.00', 7: '-100.00' };
    answers['POST /api/transactions/nullify_amount'] = (body) =>
      json({
        owner_class: 'Individual',
        owner_id: body.owner_id,
        balance_before: balances[body.owner_id as number],
        transaction_id: 100 + Number(body.owner_id),
        balance: '0.00',
      });
    await show(resources.individuals);
    press({ key: 'J', code: 'KeyJ', shiftKey: true });
    expect(paletteNames()).toContain('Обнулить баланс (выбрано 2)');
    const dialog = await runFromPalette('Обнулить баланс');
    await waitFor(() => expect(dialog.querySelector('[data-total]')?.textContent).toBe('12 345,50'));
    expect(dialog.textContent).toContain('Работник 5');
    expect(dialog.textContent).toContain('12 000,50');
    const date = screen.getByLabelText('Дата операции') as HTMLInputElement;
    expect(date.value).toBe(new Date().toLocaleDateString('ru-RU'));
    expect(document.activeElement).toBe(date);
    fireEvent.change(date, { target: { value: '21.11.2026' } });
    fireEvent.submit(dialog);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      [
        'POST',
        '/api/transactions/nullify_amount',
        { owner_class: 'Individual', owner_id: 5, payment_date: '2026-11-21' },
      ],
      [
        'POST',
        '/api/transactions/nullify_amount',
        { owner_class: 'Individual', owner_id: 6, payment_date: '2026-11-21' },
      ],
    ]);
    expect(sent[0].key).toMatch(/.{8,}/);
    expect(sent[1].key).toMatch(/.{8,}/);
    expect(sent[0].key).not.toBe(sent[1].key);
    expect(await screen.findByText('Баланс обнулён: 2 работника, 12 345,50 ₽')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps each worker’s key for a retry after a refusal, so the done worker is replayed, not zeroed twice', async () => {
    signIn({ transactions: true });
    rows = [
      { id: 5, name: 'Иванов Иван' },
      { id: 6, name: 'Петров Пётр' },
    ];
    let refuse = true;
    answers['POST /api/transactions/nullify_amount'] = (body) =>
      body.owner_id === 6 && refuse
        ? json({ error: 'Сервер недоступен' }, 503)
        : json({
            owner_class: 'Individual',
            owner_id: body.owner_id,
            balance_before: '10.00',
            transaction_id: 1,
            balance: '0.00',
          });
    await show(resources.individuals);
    press({ key: 'J', code: 'KeyJ', shiftKey: true });
    const dialog = await runFromPalette('Обнулить баланс');
    await waitFor(() => expect(dialog.querySelector('[data-total]')).not.toBeNull());
    fireEvent.submit(dialog);
    expect(await screen.findByText(/обнулено 1 из 2/)).toBeTruthy();
    refuse = false;
    fireEvent.submit(dialog);
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[2].key).toBe(sent[0].key);
    expect(sent[3].key).toBe(sent[1].key);
    expect(await screen.findByText('Баланс обнулён: 2 работника, 20,00 ₽')).toBeTruthy();
  });

  it('zeroes the worker of the cursor row on /transactions, and is not offered for a contractor’s row', async () => {
    signIn({ transactions: true });
    rows = [ledgerRow(3, 'Theirs_Individual', 8, 'Козлов Олег'), ledgerRow(2, 'Contractor', 9, 'ООО «Ромашка»')];
    balances = { 8: '700.00' };
    answers['POST /api/transactions/nullify_amount'] = (body) =>
      json({
        owner_class: 'Individual',
        owner_id: body.owner_id,
        balance_before: '700.00',
        transaction_id: 4,
        balance: '0.00',
      });
    await show(resources.transactions);
    expect(paletteNames()).toContain('Обнулить баланс получателя (№ 3)');
    const dialog = await runFromPalette('Обнулить баланс получателя');
    await waitFor(() => expect(dialog.querySelector('[data-total]')?.textContent).toBe('700,00'));
    fireEvent.submit(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ owner_class: 'Individual', owner_id: 8, payment_date: isoDate(new Date()) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    press({ key: 'j', code: 'KeyJ' });
    await waitFor(() => expect(paletteNames().some((n) => n.startsWith('Обнулить баланс получателя'))).toBe(false));
  });
});

describe('the balance on the worker’s card', () => {
  it('shows the balance from the balances call, with a link to his ledger rows', async () => {
    signIn({ transactions: true });
    balances = { 5: '-1234.50' };
    render(<IndividualBalance recordId={5} />);
    await waitFor(() => expect(document.querySelector('[data-balance]')?.textContent).toBe('-1 234,50 ₽'));
    const call = gets.find((u) => u.pathname === '/api/transactions/balances');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({ owner_class: 'Individual', owner_ids: '5' });
    const link = screen.getByRole('link', { name: 'Операции работника' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(link)).toBe(
      '/transactions?filter=owner_type=Individual,Our_Individual,Theirs_Individual;owner_id=5',
    );
  });

  it('is a card section open at once, for holders of the transactions flag only', () => {
    const section = individualCardSections.find((s) => s.key === 'balance');
    const me = { id: 1, email: 'a@b.ru', name: 'Логист', is_admin: false, user_group_id: null };
    expect(section?.open).toBe(true);
    expect(section?.allowed?.({ ...me, permissions: {} })).toBe(false);
    expect(section?.allowed?.({ ...me, permissions: { transactions: true } })).toBe(true);
  });
});
