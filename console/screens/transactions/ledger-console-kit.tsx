import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { CommandHotkeys } from '../../commands/CommandHotkeys.tsx';
import { useScreenActions } from '../../commands/screen-actions.ts';
import { ListScreen } from '../../list/ListScreen.tsx';
import { useSession } from '../../stores/session-store.ts';

// The stand-in server and the keyboard helpers of the ledger's console tests (issue 13): lists,
// GET /api/transactions/balances from `stub.balances`, writes recorded with their Idempotency-Key.

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
  key: string | null;
}

export const stub = {
  sent: [] as Sent[],
  gets: [] as URL[],
  rows: [] as Record<string, unknown>[],
  balances: {} as Record<number, string>,
  answers: {} as Record<string, (body: Record<string, unknown>) => Response>,
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;

/** Registers the stand-in for each test of the calling file. */
export function stubLedgerServer() {
  // The lazily loaded dialog and the list's answers come late on a loaded 2-core machine.
  configure({ asyncUtilTimeout: 5000 });
  beforeEach(() => {
    for (const key of sizes) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 600 });
    stub.sent = [];
    stub.gets = [];
    stub.answers = {};
    stub.balances = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input instanceof Request ? input.url : input));
        const method = (init?.method ?? 'GET').toUpperCase();
        if (method !== 'GET') {
          const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
          stub.sent.push({ method, path: url.pathname, body, key: new Headers(init?.headers).get('Idempotency-Key') });
          return stub.answers[`${method} ${url.pathname}`]?.(body) ?? json({});
        }
        stub.gets.push(url);
        if (url.pathname === '/api/transactions/balances') {
          const ids = (url.searchParams.get('owner_ids') ?? '').split(',').map(Number);
          const items = ids.map((id) => ({
            owner_class: 'Individual',
            owner_id: id,
            name: `Работник ${id}`,
            balance: stub.balances[id] ?? '0.00',
            last_payout_date: null,
          }));
          return json({ items });
        }
        if (url.pathname.split('/').length !== 3) return json({ items: [], meta: {} });
        return json({ items: stub.rows, meta: { total: stub.rows.length, limit: 50, page: 1, pages: 1 } });
      }),
    );
  });
  afterEach(() => {
    for (const key of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
    cleanup();
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
  });
}

/** The stand-in nullify_amount: answers the worker's balance of `stub.balances` as zeroed. */
export function answerNullify() {
  stub.answers['POST /api/transactions/nullify_amount'] = (body) =>
    json({
      owner_class: 'Individual',
      owner_id: body.owner_id,
      balance_before: stub.balances[Number(body.owner_id)] ?? '0.00',
      transaction_id: 100 + Number(body.owner_id),
      balance: '0.00',
    });
}

export function signIn(permissions: Record<string, boolean>) {
  useSession.setState({
    me: { id: 1, email: 'a@b.ru', name: 'Бухгалтер', is_admin: false, user_group_id: null, permissions },
  });
}

export async function show(def: ResourceDef) {
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

export const press = (init: KeyboardEventInit) =>
  act(() => {
    screen.getByRole('grid').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  });
export const paletteNames = () => useScreenActions.getState().actions.map((a) => `${a.name} (${a.subtitle})`);
export async function runFromPalette(name: string) {
  const action = useScreenActions.getState().actions.find((a) => a.name === name);
  if (!action) throw new Error(`no palette action ${name}: ${paletteNames().join('; ')}`);
  act(() => action.perform?.(action as never));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}
export const rowOf = (id: number) => screen.getByText(String(id), { selector: '.cell.num' }).closest('[role="row"]');

export const ledgerRow = (id: number, owner_type: string, owner_id: number, owner_name: string, extra = {}) => ({
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
