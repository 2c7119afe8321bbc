import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { useSession } from '../stores/session-store.ts';
import { RefInput } from './inputs/RefInput.tsx';
import { RefPicker } from './inputs/RefPicker.tsx';
import { rankItems } from './picker-rank.ts';

// Issue 9: 'The first match is always active after each keystroke, exact and prefix matches rank
// first, Enter picks it; typing on a focused picker opens it with that text; Tab picks the active
// item and moves on; each item shows a second line …; pickers of contacts are narrowed to the
// chosen contractor.'

const people = [
  { id: 1, name: 'Ксения Антонова', phone: '79160000001', contractor_id: 7 },
  { id: 2, name: 'Антонов', phone: '79160000002', contractor_id: 7 },
  { id: 3, name: 'Антонов Пётр', phone: '79160000003', contractor_id: 8 },
  { id: 4, name: 'ООО «Фреш»', phone: null, contractor_id: 8 },
];

// The list endpoint as the server answers it: a substring search in the server's own order.
const asked: URL[] = [];
let delay = 0;
function fakeList(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input));
  asked.push(url);
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const filter = url.searchParams.get('filter');
  const items = people.filter(
    (p) => p.name.toLowerCase().includes(search) && (!filter || filter === `contractor_id=${p.contractor_id}`),
  );
  const body = JSON.stringify({
    items,
    meta: {
      total: items.length,
      contractors: [
        { id: 7, name: 'Фреш' },
        { id: 8, name: 'Ромашка' },
      ],
    },
  });
  const answer = () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  return new Promise((resolve) => setTimeout(() => resolve(answer()), delay));
}

beforeEach(() => {
  asked.length = 0;
  delay = 0;
  vi.stubGlobal('fetch', vi.fn(fakeList));
  useSession.setState({ me: { id: 1, is_admin: true, permissions: {}, email: 'a@b.c', name: 'A' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const title = (p: { name: string }) => p.name;

describe('picker ranking', () => {
  it('puts the exact title first, then prefixes, then word prefixes, keeping the server order otherwise', () => {
    const ranked = rankItems(people, 'антонов', title).map((p) => p.id);
    expect(ranked).toEqual([2, 3, 1, 4]);
    expect(rankItems(people, 'фреш', title)[0].id).toBe(4);
    expect(rankItems(people, '', title).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('ignores case and ё', () => {
    const rows = [{ name: 'Пётр' }, { name: 'Петров' }];
    expect(rankItems(rows, 'петр', title)[0].name).toBe('Пётр');
  });
});

function renderPicker(extra: Partial<Parameters<typeof RefPicker>[0]> = {}) {
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(<RefPicker target="contractor_contacts" label="Клиент" onPick={onPick} onClose={onClose} {...extra} />);
  return { onPick, onClose, input: screen.getByPlaceholderText('Поиск…') };
}
const activeText = () => document.querySelector('[cmdk-item][data-selected="true"]')?.textContent;
const activeTitle = () => document.querySelector('[cmdk-item][data-selected="true"] .picker-title')?.textContent;

describe('reference picker', () => {
  it('makes the first ranked match active after every answer, never a highlight left from before', async () => {
    const { input } = renderPicker();
    await waitFor(() => expect(activeText()).toContain('Ксения Антонова'));
    fireEvent.change(input, { target: { value: 'Антонов' } });
    await waitFor(() => expect(activeTitle()).toBe('Антонов'));
    // ↓ Enter then takes the next ranked match, not the person highlighted before the search.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeTitle()).toBe('Антонов Пётр');
  });

  it('shows a second line that tells people apart (contractor and phone)', async () => {
    renderPicker();
    await waitFor(() => expect(screen.getAllByText(/Фреш · \+7 916 000-00-01/).length).toBe(1));
  });

  it('picks the first match on Enter', async () => {
    const { input, onPick } = renderPicker();
    fireEvent.change(input, { target: { value: 'Фреш' } });
    await waitFor(() => expect(activeText()).toContain('Фреш'));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(4, 'ООО «Фреш»', undefined);
  });

  it('on an Enter typed before the answer, picks the match for the text typed, not the old list', async () => {
    const { input, onPick } = renderPicker();
    await waitFor(() => expect(activeText()).toContain('Ксения'));
    delay = 50;
    fireEvent.change(input, { target: { value: 'Фреш' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(4, 'ООО «Фреш»', undefined));
  });

  it('Tab picks the active item and says to move on; Tab with nothing typed keeps the value', async () => {
    const first = renderPicker();
    fireEvent.change(first.input, { target: { value: 'Антонов П' } });
    await waitFor(() => expect(activeText()).toContain('Антонов Пётр'));
    fireEvent.keyDown(first.input, { key: 'Tab' });
    expect(first.onPick).toHaveBeenCalledWith(3, 'Антонов Пётр', 'forward');
    cleanup();
    const second = renderPicker();
    await waitFor(() => expect(activeText()).toContain('Ксения'));
    fireEvent.keyDown(second.input, { key: 'Tab' });
    expect(second.onPick).not.toHaveBeenCalled();
    expect(second.onClose).toHaveBeenCalledWith('forward');
  });

  it('opens with the typed text when a letter is typed on the closed picker, narrowed to the chosen contractor', async () => {
    const field = resources.orders.fields.client_id;
    render(
      <RefInput id="client" field={field} value={null} record={{ contractor_id: 7 }} onChange={() => undefined} />,
    );
    const button = document.getElementById('client')!;
    button.focus();
    act(() => {
      fireEvent.keyDown(button, { key: 'А' });
    });
    const input = screen.getByPlaceholderText('Поиск…') as HTMLInputElement;
    expect(input.value).toBe('А');
    await waitFor(() => expect(activeText()).toBeDefined());
    const last = asked.at(-1)!;
    expect(last.searchParams.get('search')).toBe('А');
    expect(last.searchParams.get('filter')).toBe('contractor_id=7');
    await waitFor(() => expect(document.querySelectorAll('[cmdk-item]').length).toBe(2));
  });

  // Issue 22 item 15: 'characters that arrive without a keydown (an input method, dictation, an
  // on-screen keyboard, paste) into a focused, closed picker do not open it … A picker opens on any
  // text input'.
  it('opens with text that arrives without a key press: inserted text, a paste, an input method', async () => {
    const field = resources.orders.fields.client_id;
    render(<RefInput id="client" field={field} value={null} record={{}} onChange={() => undefined} />);
    const face = document.getElementById('client')!;
    face.focus();
    const inserted = new InputEvent('beforeinput', {
      data: 'Ант',
      inputType: 'insertText',
      cancelable: true,
      bubbles: true,
    });
    act(() => {
      face.dispatchEvent(inserted);
    });
    expect(inserted.defaultPrevented).toBe(true);
    expect((screen.getByPlaceholderText('Поиск…') as HTMLInputElement).value).toBe('Ант');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('search')).toBe('Ант'));
    expect(face.textContent).toBe('—');
    cleanup();
    render(<RefInput id="client" field={field} value={null} record={{}} onChange={() => undefined} />);
    const pasted = document.getElementById('client')!;
    act(() => {
      fireEvent.paste(pasted, { clipboardData: { getData: () => ' Ромашка ' } });
    });
    expect((screen.getByPlaceholderText('Поиск…') as HTMLInputElement).value).toBe('Ромашка');
    cleanup();
    render(<RefInput id="client" field={field} value={null} record={{}} onChange={() => undefined} />);
    const composed = document.getElementById('client')!;
    act(() => {
      // happy-dom's CompositionEvent drops `data`: the event as Chromium gives it.
      composed.dispatchEvent(Object.assign(new Event('compositionend', { bubbles: true }), { data: 'Ксения' }));
    });
    expect((screen.getByPlaceholderText('Поиск…') as HTMLInputElement).value).toBe('Ксения');
  });
});
