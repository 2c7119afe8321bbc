import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SharedMeta } from '../../core/shared-meta.ts';
import { RefInput } from '../fields/inputs/RefInput.tsx';
import { useSession } from './session-store.ts';
import { followSession, useSharedMeta, useSharedMetaStore } from './shared-meta-store.ts';

// Issue 8 item 9: the console asks GET /api/shared once after sign-in and keeps it in a store
// (spec 02: 'Shared metadata de-duplication window 1000 ms').

const meta: SharedMeta = {
  company_types_names: { 1: 'ООО «Грузовое такси»' },
  units: ['шт', 'см'],
  actions: { 1: 'Открытие страницы' },
  users: [{ id: 77, name: 'Смирнова Ольга', email: 'o@crm.local', user_group_id: 2, fired: false, is_admin: false }],
  user_groups: [{ id: 2, name: 'Логисты', long_name: null }],
  vot_host: null,
  vot_username: null,
  map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};

const requests: string[] = [];
const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input instanceof Request ? input.url : input));
  requests.push(url.pathname);
  const body = url.pathname === '/api/shared' ? meta : { error: 'не ждали' };
  return new Response(JSON.stringify(body), {
    status: url.pathname === '/api/shared' ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
});

let stop: () => void;
beforeAll(() => {
  vi.stubGlobal('fetch', fetchStub);
  stop = followSession();
});
afterAll(() => {
  stop();
  vi.unstubAllGlobals();
});
afterEach(cleanup);

const signIn = (id: number) =>
  useSession
    .getState()
    .signedIn({ id, email: 'a@crm.local', name: 'А', is_admin: true, user_group_id: 1, permissions: {} });
const sharedCalls = () => requests.filter((p) => p === '/api/shared').length;

function UnitsList() {
  const shared = useSharedMeta();
  return <p>{shared ? `Единицы: ${shared.units.join(', ')}` : 'Загрузка…'}</p>;
}

describe('the shared metadata store', () => {
  it('asks /api/shared once after sign-in, however many screens and loads ask for it', async () => {
    expect(sharedCalls()).toBe(0);
    signIn(1);
    render(
      <>
        <UnitsList />
        <UnitsList />
      </>,
    );
    await Promise.all([useSharedMetaStore.getState().load(), useSharedMetaStore.getState().load()]);
    expect(await screen.findAllByText('Единицы: шт, см')).toHaveLength(2);
    await useSharedMetaStore.getState().load();
    expect(sharedCalls()).toBe(1);
  });

  it('feeds a user picker: the name comes from the store, not from /api/users/{id}', async () => {
    const field = { kind: 'ref' as const, target: 'users', label: 'Ответственный' };
    render(<RefInput id="f-user" field={field} value={77} onChange={() => undefined} />);
    expect(await screen.findByText('Смирнова Ольга')).toBeTruthy();
    expect(requests.filter((p) => p.startsWith('/api/users'))).toEqual([]);
  });

  it('forgets it on sign-out and asks again on the next sign-in', async () => {
    useSession.getState().signedOut();
    expect(useSharedMetaStore.getState().meta).toBeNull();
    render(<UnitsList />);
    expect(screen.getByText('Загрузка…')).toBeTruthy();
    signIn(2);
    await waitFor(() => expect(useSharedMetaStore.getState().meta).not.toBeNull());
    expect(sharedCalls()).toBe(2);
    expect(await screen.findByText('Единицы: шт, см')).toBeTruthy();
  });
});
