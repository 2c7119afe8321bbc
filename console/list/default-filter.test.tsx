import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { useSession } from '../stores/session-store.ts';
import { useDefaultFilter } from './useDefaultFilter.ts';

// Issue 10 item 6: 'group 1 opens by default on its own form-2 orders in displayed statuses 2, 2.1,
// 2.2, 2.5 (a default filter the user can clear), others on 0-3'.
const signIn = (id: number, user_group_id: number) =>
  useSession
    .getState()
    .signedIn({ id, user_group_id, is_admin: false, permissions: {}, email: 'm@crm.local', name: 'M' });

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
  useSession.getState().signedOut();
});

describe('the list’s default filter', () => {
  it('opens an order manager’s orders list on their own form-2 orders, once', () => {
    signIn(17, 1);
    history.replaceState(null, '', '/orders');
    const update = vi.fn();
    const { rerender } = renderHook(() => useDefaultFilter(resources.orders, update));
    expect(update).toHaveBeenCalledWith(
      { filter: { displayed_status: ['2', '2.1', '2.2', '2.5'], user2_id: ['17'] }, page: 1 },
      { replace: true },
    );
    // Cleared by the user: the URL has no filter again, and the list stays unfiltered.
    rerender();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('keeps a filter the URL names, and sets none for other groups or other lists', () => {
    signIn(17, 1);
    history.replaceState(null, '', '/orders?filter=status%3D3');
    const update = vi.fn();
    renderHook(() => useDefaultFilter(resources.orders, update));
    signIn(18, 2);
    history.replaceState(null, '', '/orders');
    renderHook(() => useDefaultFilter(resources.orders, update));
    renderHook(() => useDefaultFilter(resources.contractors, update));
    expect(update).not.toHaveBeenCalled();
  });
});
