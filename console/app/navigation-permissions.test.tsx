import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { screenAccess } from '../../core/permissions/screen-access.ts';
import { paletteActions } from '../commands/palette-actions.ts';
import { type Me, useSession } from '../stores/session-store.ts';
import { routeAllowed } from './permissions.ts';
import { routeTable } from './route-table.ts';
import { Routes } from './Routes.tsx';
import { SideNav } from './SideNav.tsx';

// Issue 15 item 2: "the side navigation and the palette show only what the user may open
// (statistics entries only with their `stats_*` flag, finance only with theirs), and a direct URL
// to a refused screen lands on `/not_access`."
const me = (permissions: Record<string, boolean>, is_admin = false): Me => ({
  id: 9,
  email: 'u@crm.local',
  name: 'U',
  is_admin,
  user_group_id: 2,
  permissions,
});
const plain = me({});
const statsMonth = me({ stats_month: true });
const accountant = me({ transactions: true });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [], meta: {} }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function navLinks(user: Me): { hrefs: string[]; groups: string[] } {
  useSession.setState({ me: user, status: 'signed-in' });
  const { hook } = memoryLocation({ path: '/orders' });
  render(
    <Router hook={hook}>
      <SideNav />
    </Router>,
  );
  const links = screen.getByRole('navigation').querySelectorAll('a');
  const hrefs = [...links].map((a) => a.getAttribute('href') ?? '');
  const groups = [...screen.getByRole('navigation').querySelectorAll('summary')].map((s) => s.textContent ?? '');
  cleanup();
  return { hrefs, groups };
}

const statsPaths = [
  '/month_statistics',
  '/everyday_statistics/updated_at',
  '/driver_statistics',
  '/client_statistics',
  '/individual_occupation',
  '/user_efficiency',
  '/everyday_ads',
];
const financePaths = ['/transactions', '/excerpts', '/contractor_debts'];

describe('side navigation by permission', () => {
  it('shows no statistics and no ledger entry to a user without stats_* and transactions', () => {
    const { hrefs, groups } = navLinks(plain);
    expect(hrefs.filter((h) => statsPaths.includes(h) || financePaths.includes(h))).toEqual([]);
    expect(hrefs).toContain('/orders');
    // No group is shown empty: «Статистика» disappears with its entries.
    expect(groups).not.toContain('Статистика');
    expect(groups).toContain('Заказы');
  });

  // Issue 13 (brief): '/pay_today is readable by every signed-in user (logists phone the workers they pay)'.
  it('shows «Выплаты сегодня» to every signed-in user, ledger flag or not', () => {
    expect(navLinks(plain).hrefs).toContain('/pay_today');
    expect(navLinks(accountant).hrefs).toContain('/pay_today');
  });

  it('shows a statistics entry only with its own flag', () => {
    const links = navLinks(statsMonth).hrefs;
    expect(links).toContain('/month_statistics');
    expect(links.filter((h) => statsPaths.includes(h) && h !== '/month_statistics')).toEqual([]);
  });

  it('shows the ledger screens with transactions, and everything to an admin', () => {
    expect(navLinks(accountant).hrefs).toEqual(expect.arrayContaining(financePaths));
    expect(navLinks(me({}, true)).hrefs).toEqual(
      expect.arrayContaining([...statsPaths, ...financePaths, '/user_activities']),
    );
  });
});

describe('palette by permission', () => {
  it('offers «Перейти» only to routes the user may open, by the same rule as the navigation', () => {
    const names = (user: Me) => paletteActions(user, () => undefined).map((a) => a.name);
    expect(names(plain)).not.toContain('Перейти: Статистика по месяцам');
    expect(names(statsMonth)).toContain('Перейти: Статистика по месяцам');
    expect(names(plain)).not.toContain('Перейти: Операции');
    for (const r of routeTable.filter((r) => r.navPath))
      expect(names(plain).includes(`Перейти: ${r.title}`), r.path).toBe(routeAllowed(plain, r));
  });
});

describe('a direct URL to a refused screen', () => {
  function open(path: string, user: Me) {
    useSession.setState({ me: user, status: 'signed-in' });
    const location = memoryLocation({ path, record: true });
    render(
      <Router hook={location.hook}>
        <Routes />
      </Router>,
    );
    return location;
  }

  it.each([
    '/month_statistics',
    '/everyday_statistics/payment_date',
    '/transactions',
    '/excerpts',
    '/contractor_debts',
    '/user_activities',
  ])('lands on /not_access: %s', async (path) => {
    const location = open(path, plain);
    expect(await screen.findByText('Нет доступа')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/not_access');
  });

  it('opens the same screen for a user with its flag', async () => {
    const location = open('/month_statistics', statsMonth);
    expect(location.history.at(-1)).toBe('/month_statistics');
    expect(screen.queryByText('Нет доступа')).toBeNull();
  });

  it('opens /pay_today for a user without any flag', async () => {
    const location = open('/pay_today', plain);
    expect(await screen.findByRole('heading', { name: 'Выплаты сегодня' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/pay_today');
  });

  it('has a rule in core for every screen that is not a registry list', () => {
    const screens = routeTable.filter((r) => !r.resource).map((r) => r.path);
    expect(screens.filter((p) => !(p in screenAccess))).toEqual([]);
  });
});
