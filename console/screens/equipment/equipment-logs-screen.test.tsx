import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { ListScreen } from '../../list/ListScreen.tsx';
import { useSession } from '../../stores/session-store.ts';
import { EquipmentLogsScreen, equipmentLogsNote } from './EquipmentLogsScreen.tsx';

// Issue 23 item 14: 'after the owned-field change of the action catalogue issue, the journal screen
// is read-only and says where issue and return are done.'
const empty = {
  items: [],
  meta: { total: 0, total_exact: true, limit: 50, page: 1, pages: 0, sort: 'id', order: 'desc' },
};

beforeEach(() => {
  useSession.setState({
    me: { id: 1, email: 'admin@crm.local', name: 'Админ', is_admin: true, user_group_id: null, permissions: {} },
    status: 'signed-in',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(empty), { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('the equipment journal', () => {
  it('offers no new record, even to an admin, and says where items are issued and returned', async () => {
    history.replaceState(null, '', '/equipment_logs');
    render(<EquipmentLogsScreen />);
    await screen.findByRole('heading', { name: 'Журнал выдачи' });
    expect(screen.getByRole('note').textContent).toContain(equipmentLogsNote);
    expect(screen.getByRole('link', { name: 'Открыть работников' }).getAttribute('href')).toBe('/individuals');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Новый/ })).toBeNull());
  });

  it('a writable list beside it still offers «+ Новый» to the same admin', async () => {
    history.replaceState(null, '', '/territories');
    render(<ListScreen def={resources.territories} />);
    await screen.findByRole('button', { name: /Новый/ });
  });
});
