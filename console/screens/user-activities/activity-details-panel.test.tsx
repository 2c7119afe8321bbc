import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { ActivityDetailsPanel } from './ActivityDetailsPanel.tsx';
import { shownSections } from '../../form/form-sections.ts';

// Spec 02 §7 'GET /api/user_activities/details {date, action_num, user_id, uri}': the events of a row.
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      asked.push(decodeURIComponent(url.pathname + url.search));
      const items = [
        { id: 1, uri: '/orders?id=5', ip: '10.0.0.11', user_agent: 'Firefox', created_at: '2026-11-23T07:05:00Z' },
        {
          id: 2,
          uri: '/streets?search=%D0%9B%D0%B5%D1%81%D0%BD%D0%B0%D1%8F',
          ip: null,
          user_agent: null,
          created_at: '2026-11-23T07:06:00Z',
        },
      ];
      return new Response(JSON.stringify({ items, meta: { total: 1, limit: 500 } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the details of an activity row', () => {
  it('asks for the row’s day, action, user and page and lists the events', async () => {
    const values = { day: '2026-11-23', action: 1, user_id: 5, uri: '/orders' };
    render(
      <ActivityDetailsPanel def={resources.user_activities} id={3} values={values} readOnly accept={() => undefined} />,
    );
    expect(await screen.findByText('/orders?id=5')).toBeTruthy();
    expect(screen.getByText('10.0.0.11')).toBeTruthy();
    // Issue 23 item 8: 'raw percent-encoded addresses'; the table sits in its own panel.
    expect(screen.getByText('/streets?search=Лесная')).toBeTruthy();
    expect(screen.getByRole('group').querySelector('legend')?.textContent).toBe('События: 2');
    expect(asked).toEqual(['/api/user_activities/details?date=2026-11-23&action_num=1&user_id=5&uri=/orders']);
  });
});

describe('the activity row’s card', () => {
  it('names the user once: the user reference, not the list’s name column beside it', () => {
    const shown = shownSections(resources.user_activities, false, true).flatMap((s) =>
      s.entries.map(([k, f]) => [k, f.label]),
    );
    expect(shown.filter(([, label]) => label === 'Пользователь')).toEqual([['user_id', 'Пользователь']]);
  });
});
