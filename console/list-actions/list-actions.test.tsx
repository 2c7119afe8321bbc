import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDate } from '../../core/format.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { resources } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { CommandHotkeys } from '../commands/CommandHotkeys.tsx';
import { useScreenActions } from '../commands/screen-actions.ts';
import { ListScreen } from '../list/ListScreen.tsx';
import { JobProgressDock } from '../realtime/JobProgressDock.tsx';
import { useJobProgress } from '../realtime/job-progress-store.ts';
import { useSession } from '../stores/session-store.ts';

// Issue 12 item 8 'bulk actions from the palette on the selection'; spec 02 §2 (/accounts: send PDF
// for one account, mass send PDF, mark payments for several accounts; /invoices: set payment for
// selected orders (type and paid date); /card_invoices: set payment date, confirm with a checkbox),
// §6 'Card invoice payment date can be edited by user_group_id 4 or 7; payment confirmation only by
// group 6', §7 the calls' bodies, §8 the confirmations 'Вы уверены?', 'Отправить счет?'.

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
  key: string | null;
}
let sent: Sent[];
let rows: Record<string, unknown>[];
let answers: Record<string, () => Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;

beforeEach(() => {
  for (const key of sizes) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 600 });
  sent = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET') {
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
        sent.push({ method, path: url.pathname, body, key: new Headers(init?.headers).get('Idempotency-Key') });
        return answers[`${method} ${url.pathname}`]?.() ?? json({});
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
  useJobProgress.setState({ jobs: [] });
  history.replaceState(null, '', '/');
});

function signIn(user: { is_admin?: boolean; user_group_id?: number | null; permissions?: Record<string, boolean> }) {
  useSession.setState({
    me: { id: 1, email: 'a@b.ru', name: 'Бухгалтер', is_admin: false, user_group_id: null, permissions: {}, ...user },
  });
}

async function show(def: ResourceDef) {
  history.replaceState(null, '', `/${def.name}`);
  render(
    <>
      <Toaster />
      <ListScreen def={def} />
      <CommandHotkeys />
      <JobProgressDock />
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
const account = (id: number, contractor_id = 7) => ({ id, contractor_id, number: `С-${id}`, date: '2026-11-02' });

describe('account actions on the selection', () => {
  it('pays the selected accounts on the picked date after «Вы уверены?» and names the already paid', async () => {
    signIn({ permissions: { transactions: true } });
    rows = [account(11), account(12), account(13)];
    answers['PUT /api/accounts/make_payments'] = () => json({ paid: [11], already_paid: [12], messages: [] });
    await show(resources.accounts);
    press({ key: 'J', code: 'KeyJ', shiftKey: true });
    expect(paletteNames()).toContain('Проставить оплату (выбрано 2)');
    const dialog = await runFromPalette('Проставить оплату');
    const date = screen.getByLabelText('Дата оплаты') as HTMLInputElement;
    expect(date.value).toBe(new Date().toLocaleDateString('ru-RU'));
    fireEvent.change(date, { target: { value: '20.11.2026' } });
    fireEvent.submit(dialog);
    expect(sent).toEqual([]);
    fireEvent.click(within(await screen.findByRole('alertdialog'), texts.confirm, 'Да'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/accounts/make_payments',
      body: { account_ids: [11, 12], payment_date: '2026-11-20' },
    });
    expect(sent[0].key).toMatch(/.{8,}/);
    expect(await screen.findByText('Уже оплачены, не изменены: № С-12')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^Выбрано:/)).toBeNull());
  });

  it('hides «Проставить оплату» from a user without the ledger flag', async () => {
    signIn({});
    rows = [account(11)];
    await show(resources.accounts);
    press({ key: ' ', code: 'Space' });
    expect(paletteNames()).not.toContain('Проставить оплату (выбрано 2)');
    expect(paletteNames().some((n) => n.startsWith('Проставить оплату'))).toBe(false);
    expect(paletteNames()).toContain('Массовая отправка PDF (№ 11)');
  });

  it('sends one account’s PDF with the chosen options after «Отправить счет?»', async () => {
    signIn({});
    rows = [{ ...account(11), order_ids: [501, 502], acts: [{ id: 9, number: 'А-4' }] }];
    answers['POST /api/accounts/11/send_pdf'] = () => json({ message: 'Счёт отправлен на alpha@example.test' });
    await show(resources.accounts);
    const dialog = await runFromPalette('Отправить PDF');
    expect(screen.getByRole('link', { name: 'Просмотреть' }).getAttribute('href')).toBe('/api/accounts/11/pdf');
    fireEvent.click(screen.getByLabelText(/Отправить акт/));
    // Issue 24 item 3: the act is chosen by its number, not by an id typed by hand.
    const act = screen.getByLabelText('Акт') as HTMLSelectElement;
    expect([...act.options].map((o) => o.textContent)).toEqual(['по заказам счёта или последний', '№ А-4']);
    fireEvent.change(act, { target: { value: '9' } });
    fireEvent.click(screen.getByLabelText(/Не отправлять/));
    fireEvent.submit(dialog);
    fireEvent.click(within(await screen.findByRole('alertdialog'), texts.sendAccountConfirm, 'Да'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/accounts/11/send_pdf',
      body: { order_ids: '501,502', dont_send_to_client: true, send_account: true, send_act: true, act_id: 9 },
    });
    expect(await screen.findByText('Счёт отправлен на alpha@example.test')).toBeTruthy();
  });

  it('offers «Отправить PDF» for one account only', async () => {
    signIn({});
    rows = [account(11), account(12)];
    await show(resources.accounts);
    press({ key: 'a', code: 'KeyA', ctrlKey: true });
    expect(paletteNames()).toContain('Массовая отправка PDF (выбрано 2)');
    expect(paletteNames().some((n) => n.startsWith('Отправить PDF'))).toBe(false);
  });

  it('starts the mass send job and follows its progress in the dock until it is done', async () => {
    signIn({});
    rows = [account(11), account(12), account(13)];
    answers['POST /api/accounts/mass_send_pdf'] = () => json({ job_id: 77 }, 202);
    await show(resources.accounts);
    press({ key: 'a', code: 'KeyA', ctrlKey: true });
    const dialog = await runFromPalette('Массовая отправка PDF');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Отправить'));
    fireEvent.submit(dialog);
    fireEvent.click(within(await screen.findByRole('alertdialog'), texts.confirm, 'Да'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      path: '/api/accounts/mass_send_pdf',
      body: { account_ids: [11, 12, 13], act_account_ids: [], order_ids: [], dont_send_to_client: false },
    });
    const dock = await screen.findByRole('region', { name: 'Фоновые задачи' });
    expect(dock.textContent).toContain('Массовая отправка PDF: счетов 3');
  });
});

describe('invoice payments', () => {
  it('sends the selected orders, the paid stage and the date', async () => {
    signIn({ is_admin: true });
    rows = [{ id: 301 }, { id: 302 }];
    answers['PUT /api/invoices/make_payments'] = () => json({ paid: [301, 302], already_paid: [], messages: [] });
    await show(resources.invoices);
    press({ key: 'a', code: 'KeyA', ctrlKey: true });
    const dialog = await runFromPalette('Проставить оплату');
    fireEvent.change(screen.getByLabelText('Что оплачено'), { target: { value: 'pp' } });
    fireEvent.submit(dialog);
    fireEvent.click(within(await screen.findByRole('alertdialog'), texts.confirm, 'Да'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/invoices/make_payments',
      body: { order_ids: [301, 302], type: 'pp', paid_at: isoDate(new Date()) },
    });
    expect(await screen.findByText('Оплата проставлена: 2')).toBeTruthy();
  });
});

describe('card invoices in the row', () => {
  const card = { id: 401, contractor_id: 7, amount: '500.00', p_paid_at: null, p_confirmed: false };

  it('lets group 6 confirm with the row’s checkbox, and not set the date', async () => {
    signIn({ user_group_id: 6 });
    rows = [card];
    await show(resources.card_invoices);
    expect(screen.queryByRole('button', { name: 'Дата оплаты № 401' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Оплата подтверждена № 401'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/card_invoices/401/set_payment_confirmed',
      body: { p_confirmed: true },
    });
  });

  it('lets group 4 set the payment date from the palette, and not confirm', async () => {
    signIn({ user_group_id: 4 });
    rows = [card];
    await show(resources.card_invoices);
    expect((screen.getByLabelText('Оплата подтверждена № 401') as HTMLInputElement).disabled).toBe(true);
    expect(paletteNames()).toEqual(['Дата оплаты картой (№ 401)']);
    const dialog = await runFromPalette('Дата оплаты картой');
    fireEvent.change(screen.getByLabelText('Дата оплаты'), { target: { value: '19.11.2026' } });
    fireEvent.submit(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      path: '/api/card_invoices/401/set_payment_date',
      body: { p_paid_at: '2026-11-19' },
    });
  });

  it('offers neither to other groups', async () => {
    signIn({ user_group_id: 1 });
    rows = [card];
    await show(resources.card_invoices);
    expect(paletteNames()).toEqual([]);
    expect((screen.getByLabelText('Оплата подтверждена № 401') as HTMLInputElement).disabled).toBe(true);
  });
});

/** The button `label` of the confirmation that asks `question`. */
function within(box: HTMLElement, question: string, label: string): HTMLElement {
  expect(box.textContent).toContain(question);
  const button = [...box.querySelectorAll('button')].find((b) => b.textContent === label);
  if (!button) throw new Error(`no button ${label}`);
  return button;
}
