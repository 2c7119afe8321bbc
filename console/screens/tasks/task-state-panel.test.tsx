import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { runCommand } from '../../commands/command-bus.ts';
import { commandById } from '../../commands/command-table.ts';
import { type Me, useSession } from '../../stores/session-store.ts';
import { TaskStatePanel } from './TaskStatePanel.tsx';

// Issue 14 item 3: 'POST /api/tasks/{id}/close and /reopen; palette actions «Новая задача»,
// «Закрыть задачу»'. Who may: the assignee, the author or an admin (tests/api/tasks-state.test.ts).
const me: Me = { id: 5, email: 'u@crm.local', name: 'U', is_admin: false, user_group_id: 1, permissions: {} };
const posted: string[] = [];

beforeEach(() => {
  posted.length = 0;
  useSession.setState({ me, status: 'signed-in' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      if (request.method === 'POST') posted.push(url.pathname);
      const status = url.pathname.endsWith('/close') ? 3 : 1;
      const body = request.method === 'POST' ? { id: 4, status } : { items: [], meta: { total: 0, limit: 1 } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const props = (values: Record<string, unknown>, accept = vi.fn()) => ({
  def: resources.tasks,
  id: 4,
  values,
  readOnly: false,
  accept,
});

describe('the task form’s close and reopen', () => {
  it('has one binding each in the command table', () => {
    expect(commandById.get('task.new')?.keys).toEqual(['alt+t']);
    expect(commandById.get('task.close')?.keys).toEqual(['alt+z']);
  });

  it('closes the assignee’s task from the palette command and takes the new status', async () => {
    const accept = vi.fn();
    render(<TaskStatePanel {...props({ status: 1, assigned_to_id: 5, user_id: 7 }, accept)} />);
    expect(runCommand('task.close')).toBe(true);
    await waitFor(() => expect(accept).toHaveBeenCalledWith({ id: 4, status: 3 }, ['status']));
    expect(posted).toEqual(['/api/tasks/4/close']);
  });

  it('reopens a closed task with its button', async () => {
    const accept = vi.fn();
    render(<TaskStatePanel {...props({ status: 3, assigned_to_id: 5, user_id: 7 }, accept)} />);
    fireEvent.click(screen.getByText('Открыть снова'));
    await waitFor(() => expect(posted).toEqual(['/api/tasks/4/reopen']));
    expect(runCommand('task.close')).toBe(false);
  });

  it('offers nothing to a user who is neither assignee nor author', () => {
    render(<TaskStatePanel {...props({ status: 1, assigned_to_id: 8, user_id: 7 })} />);
    expect(screen.queryByText('Закрыть задачу')).toBeNull();
    expect(runCommand('task.close')).toBe(false);
  });
});
