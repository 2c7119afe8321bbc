import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeftColumnAnswer } from '../../core/left-column.ts';
import { useSession } from '../stores/session-store.ts';
import { LeftColumn } from './LeftColumn.tsx';
import { leftColumnChanged, REFRESH_DEBOUNCE_MS, useLeftColumn } from './left-column-store.ts';

// Issue 15 item 3: "each a link to its filtered list, refreshed live over the realtime channel";
// the container is "mounted in the Shell, keyboard reachable, collapsible".
let answers: LeftColumnAnswer[];
let calls: number;

const answer = (today: string): LeftColumnAnswer => ({
  blocks: [
    {
      flag: 'shared_revenue',
      title: 'Выручка',
      items: [{ label: 'Сегодня', value: today, kind: 'money', href: '/orders?filter=status%3D1' }],
    },
  ],
});

beforeEach(() => {
  calls = 0;
  localStorage.clear();
  useLeftColumn.setState({ blocks: null, collapsed: false, version: 0 });
  useSession.setState({
    me: { id: 3, email: 'a@crm.local', name: 'A', is_admin: false, user_group_id: 1, permissions: {} },
    status: 'signed-in',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toContain('/api/left_column');
      const body = answers[Math.min(calls++, answers.length - 1)];
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LeftColumn', () => {
  it('shows each figure as a link to its list, money in roubles', async () => {
    answers = [answer('21840.50')];
    render(<LeftColumn />);
    const link = await screen.findByRole('link', { name: /Сегодня/ });
    expect(link.getAttribute('href')).toBe('/orders?filter=status%3D1');
    expect(link.textContent).toContain('21 840,50 ₽');
  });

  it('asks again after a «figures changed» notice, once per burst', async () => {
    answers = [answer('100.00'), answer('300.00')];
    render(<LeftColumn />);
    await screen.findByText('100,00 ₽');
    vi.useFakeTimers();
    act(() => {
      leftColumnChanged();
      leftColumnChanged();
      vi.advanceTimersByTime(REFRESH_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    await screen.findByText('300,00 ₽');
    expect(calls).toBe(2);
  });

  it('collapses and expands with its button, and remembers the choice', async () => {
    answers = [answer('1.00')];
    render(<LeftColumn />);
    const toggle = await screen.findByRole('button', { name: 'Сводка' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    expect(localStorage.getItem('crm.left-column.collapsed')).toBe('1');
  });

  it('renders nothing for a user without any block', async () => {
    answers = [{ blocks: [] }];
    const { container } = render(<LeftColumn />);
    await waitFor(() => expect(calls).toBe(1));
    expect(container.innerHTML).toBe('');
  });
});
