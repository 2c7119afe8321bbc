import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { runCommand } from '../commands/command-bus.ts';
import { useSession } from '../stores/session-store.ts';
import { RecordForm } from './RecordForm.tsx';

// Issue 20 item 5: 'a PUT with a stale version answers 409 with the current values, and the console
// shows the fields that changed underneath (mine / theirs), never overwriting silently'; the user
// takes theirs or keeps mine per field and saves again on the new version, from the keyboard.

const opened = { id: 7, name: 'Север', short_name: null, description: 'было', version: 'a1' };
const theirs = { ...opened, short_name: 'СВ', description: 'их описание', version: 'b2' };
const sent: { method: string; body: any }[] = [];
let answers: { status: number; json: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && /\/api\/territories\/7$/.test(String(input)))
        return Response.json(opened, { status: 200 });
      if (method === 'GET') return Response.json({ items: [], meta: { total: 0 } });
      sent.push({ method, body: JSON.parse(String(init?.body)) });
      const next = answers.shift() ?? { status: 200, json: { ...theirs, version: 'c3' } };
      return Response.json(next.json, { status: next.status });
    }),
  );
  useSession.setState({ me: { id: 1, is_admin: true, permissions: {}, email: 'a@b.c', name: 'A' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function editAndSave() {
  const onSaved = vi.fn();
  render(
    <RecordForm
      def={resources.territories}
      id={7}
      readOnly={false}
      canDelete={false}
      onClose={vi.fn()}
      onSaved={onSaved}
    />,
  );
  await waitFor(() => expect((document.getElementById('field-description') as HTMLInputElement).value).toBe('было'));
  fireEvent.change(document.getElementById('field-description')!, { target: { value: 'моё описание' } });
  answers.push({ status: 409, json: { error: 'Запись изменили, пока вы её правили', current: theirs } });
  act(() => {
    runCommand('form.save');
  });
  const panel = await screen.findByRole('dialog', { name: 'Запись изменили, пока вы её правили' });
  return { panel, onSaved };
}

describe('a save from a stale version', () => {
  it('sends the version it was read at and shows each field that changed underneath, mine beside theirs', async () => {
    const { panel } = await editAndSave();
    expect(sent[0].body.territory).toMatchObject({ description: 'моё описание', version: 'a1' });
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Краткое название—СВ', 'Описаниемоё описаниеих описание']);
    // My edit stays chosen; the field I left alone follows theirs; the focus is on the first choice.
    expect(within(panel).getByLabelText('Описание: моё')).toHaveProperty('checked', true);
    expect(within(panel).getByLabelText('Краткое название: их')).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(within(panel).getByLabelText('Краткое название: их'));
  });

  it('saves again on the new version with the choice made per field (Ctrl+S in the panel)', async () => {
    const { panel, onSaved } = await editAndSave();
    fireEvent.click(within(panel).getByLabelText('Описание: их'));
    fireEvent.keyDown(panel, { key: 's', code: 'KeyS', ctrlKey: true });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[1].body.territory).toMatchObject({ short_name: 'СВ', description: 'их описание', version: 'b2' });
    expect(screen.queryByRole('dialog', { name: 'Запись изменили, пока вы её правили' })).toBeNull();
  });

  it('keeps mine when asked, and Esc goes back to the form with nothing sent and my value on screen', async () => {
    const { panel } = await editAndSave();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Запись изменили, пока вы её правили' })).toBeNull();
    expect(sent).toHaveLength(1);
    expect((document.getElementById('field-description') as HTMLInputElement).value).toBe('моё описание');
    // Saved again: still the old version, so the server refuses again rather than overwrite.
    answers.push({ status: 409, json: { error: 'Запись изменили', current: theirs } });
    act(() => {
      runCommand('form.save');
    });
    const again = await screen.findByRole('dialog', { name: 'Запись изменили, пока вы её правили' });
    expect(sent[1].body.territory.version).toBe('a1');
    fireEvent.click(within(again).getByRole('button', { name: /Сохранить/ }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2].body.territory).toMatchObject({ description: 'моё описание', short_name: 'СВ', version: 'b2' });
  });
});
