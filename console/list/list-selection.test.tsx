import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { CommandHotkeys } from '../commands/CommandHotkeys.tsx';
import { useSession } from '../stores/session-store.ts';
import { ListScreen } from './ListScreen.tsx';

// Issue 12 item 8: "keyboard selection of many rows (Space toggles, Shift+j/k extends, `x` selects,
// Ctrl+A the page) with the selection rules above"; item 1 / spec 02 §5: "Selecting an account for
// sending needs a date and a number and the same contractor as the other selected accounts", with
// 'Контрагенты не совпадают. Нельзя выбрать этот счет' and 'Нельзя выбрать этот счет: отсутствует дата или номер'.

const def = resources.accounts;
const account = (id: number, contractor_id: number, number: string | null = `С-${id}`) => ({
  id,
  contractor_id,
  number,
  date: '2026-11-02',
  amount: '100.00',
});
const pages: Record<string, ReturnType<typeof account>[]> = {
  '1': [account(11, 7), account(12, 7), account(13, 7), account(14, 8), account(15, 7, null)],
  '2': [account(21, 7), account(22, 9)],
};
let asked: URL[];

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

// The grid draws only the rows in view (@tanstack/react-virtual): give happy-dom's boxes a size.
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
beforeEach(() => {
  for (const key of sizes) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 600 });
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      // A user who chose to see the amount only (fields_to_shows): the rule's fields are no column then.
      if (url.pathname === '/api/fields_to_shows')
        return json({ items: [{ id: 1, model: 'accounts', user_id: 99, fields: ['amount'] }], meta: {} });
      if (url.pathname !== '/api/accounts') return json({ items: [], meta: {} });
      asked.push(url);
      const page = url.searchParams.get('page') ?? '1';
      const items = url.searchParams.get('filter') ? pages['2'] : (pages[page] ?? []);
      return json({
        items,
        meta: { total: 7, total_exact: true, limit: 5, page: Number(page), pages: 2, sort: 'id', order: 'desc' },
      });
    }),
  );
});
afterEach(() => {
  for (const key of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

async function show() {
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
  // The columns the user chose arrive first, then the rows are asked again with the rule's fields:
  // keys go in once that answer is on screen (a cold, loaded run pressed Space between the two).
  await waitFor(() => expect(screen.getByLabelText('Выбрать № 11')).toBeTruthy());
  await waitFor(() => expect(asked.length).toBeGreaterThan(0));
  return grid;
}

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  act(() => {
    screen.getByRole('grid').dispatchEvent(event);
  });
  return event;
};
const keys = {
  space: { key: ' ', code: 'Space' },
  x: { key: 'x', code: 'KeyX' },
  j: { key: 'j', code: 'KeyJ' },
  shiftJ: { key: 'J', code: 'KeyJ', shiftKey: true },
  shiftK: { key: 'K', code: 'KeyK', shiftKey: true },
  ctrlA: { key: 'a', code: 'KeyA', ctrlKey: true },
  escape: { key: 'Escape', code: 'Escape' },
};
const checked = () =>
  screen
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => c.getAttribute('aria-label'))
    .filter((label) => label?.startsWith('Выбрать №'));
const counter = () => screen.queryByText(/^Выбрано:/)?.textContent ?? null;

describe('selecting list rows by keyboard', () => {
  it('toggles the cursor row with Space and with x', async () => {
    await show();
    press(keys.space);
    expect(checked()).toEqual(['Выбрать № 11']);
    expect(counter()).toBe('Выбрано: 1');
    press(keys.j);
    press(keys.x);
    expect(checked()).toEqual(['Выбрать № 11', 'Выбрать № 12']);
    press(keys.x);
    expect(checked()).toEqual(['Выбрать № 11']);
    press({ key: 'k', code: 'KeyK' });
    press(keys.space);
    expect(checked()).toEqual([]);
  });

  it('extends the selection down with Shift+J and up with Shift+K, moving the cursor', async () => {
    const grid = await show();
    press(keys.shiftJ);
    press(keys.shiftJ);
    expect(checked()).toEqual(['Выбрать № 11', 'Выбрать № 12', 'Выбрать № 13']);
    expect(grid.getAttribute('aria-activedescendant')).toBe('row-2');
    press(keys.escape);
    expect(checked()).toEqual([]);
    press(keys.shiftK);
    expect(checked()).toEqual(['Выбрать № 12', 'Выбрать № 13']);
    expect(grid.getAttribute('aria-activedescendant')).toBe('row-1');
  });

  it('takes the page with Ctrl+A, leaving out and naming the rows the rule refuses; Esc clears', async () => {
    await show();
    const event = press(keys.ctrlA);
    expect(event.defaultPrevented).toBe(true);
    expect(checked()).toEqual(['Выбрать № 11', 'Выбрать № 12', 'Выбрать № 13']);
    await screen.findByText(texts.accountContractorMismatch);
    await screen.findByText(texts.accountNoDateOrNumber);
    press(keys.escape);
    expect(checked()).toEqual([]);
    expect(counter()).toBeNull();
  });

  it('refuses an account of another contractor with the spec’s notice', async () => {
    await show();
    press(keys.space);
    for (let i = 0; i < 3; i++) press(keys.j);
    press(keys.space);
    expect(checked()).toEqual(['Выбрать № 11']);
    expect(await screen.findByText(texts.accountContractorMismatch)).toBeTruthy();
  });

  it('refuses an account without a number with the spec’s notice', async () => {
    await show();
    for (let i = 0; i < 4; i++) press(keys.j);
    press(keys.x);
    expect(checked()).toEqual([]);
    expect(await screen.findByText(texts.accountNoDateOrNumber)).toBeTruthy();
  });

  it('selects and clears by clicking the checkboxes and «Снять выбор»', async () => {
    await show();
    fireEvent.click(screen.getByLabelText('Выбрать № 12'));
    expect(counter()).toBe('Выбрано: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Снять выбор' }));
    expect(checked()).toEqual([]);
    fireEvent.click(screen.getByLabelText('Выбрать страницу'));
    expect(checked()).toEqual(['Выбрать № 11', 'Выбрать № 12', 'Выбрать № 13']);
    fireEvent.click(screen.getByLabelText('Выбрать № 11'));
    expect(counter()).toBe('Выбрано: 2');
    fireEvent.click(screen.getByLabelText('Выбрать страницу'));
    expect(checked()).toEqual([]);
    expect(counter()).toBeNull();
  });

  it('keeps the selection across pages of the list and drops it when the filter changes', async () => {
    await show();
    press(keys.space);
    press({ key: ']', code: 'BracketRight' });
    await waitFor(() => expect(screen.queryByLabelText('Выбрать № 11')).toBeNull());
    expect(counter()).toBe('Выбрано: 1');
    press({ key: '[', code: 'BracketLeft' });
    await waitFor(() => expect(checked()).toEqual(['Выбрать № 11']));
    act(() => history.pushState(null, '', `/${def.name}?filter=contractor_id%3D7`));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('filter')).toBe('contractor_id=7'));
    await waitFor(() => expect(counter()).toBeNull());
  });

  it('asks for the fields the rule reads even when they are no shown column', async () => {
    useSession.setState({
      me: { id: 99, email: 'b@c.ru', name: 'Б', is_admin: false, user_group_id: null, permissions: {} },
    });
    await show();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', '№▼', 'Сумма', '']);
    const fields = asked.at(-1)?.searchParams.get('fields')?.split(',') ?? [];
    expect(fields.sort()).toEqual(['amount', 'contractor_id', 'date', 'number']);
    useSession.setState({ me: null });
  });
});
