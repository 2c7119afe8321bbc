import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useOpenTasks } from '../stores/open-tasks-store.ts';
import { type Me, useSession } from '../stores/session-store.ts';
import { SideNav } from './SideNav.tsx';

// Issue 14 item 3: 'a user's open tasks counted in the side navigation', kept fresh on navigation.
const me: Me = { id: 9, email: 'u@crm.local', name: 'U', is_admin: false, user_group_id: 1, permissions: {} };
let openTasks = 3;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  useOpenTasks.setState({ count: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      asked.push(decodeURIComponent(url.pathname + url.search));
      return new Response(JSON.stringify({ items: [], meta: { total: openTasks, limit: 1 } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tasksLink = () => screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/tasks')!;

describe('the open tasks count of the side navigation', () => {
  it('shows the signed-in user’s open tasks beside «Задачи» and counts again on navigation', async () => {
    useSession.setState({ me, status: 'signed-in' });
    const location = memoryLocation({ path: '/orders' });
    render(
      <Router hook={location.hook}>
        <SideNav />
      </Router>,
    );
    await waitFor(() => expect(tasksLink().textContent).toContain('3'));
    expect(asked[0]).toBe('/api/tasks?filter=assigned_to_id=9;status=1&fields=id&limit=1');
    openTasks = 2;
    act(() => location.navigate('/contractors'));
    await waitFor(() => expect(tasksLink().textContent).toContain('2'));
    expect(tasksLink().textContent).not.toContain('3');
    openTasks = 0;
    act(() => location.navigate('/tasks'));
    await waitFor(() => expect(asked).toHaveLength(3));
    await waitFor(() => expect(tasksLink().querySelector('.nav-count')).toBeNull());
  });
});
