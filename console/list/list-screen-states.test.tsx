import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { CommandHotkeys } from '../commands/CommandHotkeys.tsx';
import { ListScreen } from './ListScreen.tsx';

// Issue 9, item 7: "Loading shows skeleton rows, not «Пусто»; empty says what was searched and
// offers to clear it; network and server errors are Russian sentences with a retry".
// Item 10: "make every single-letter hotkey (j, k, …) work on the Russian layout too, via event.code".

const def = resources.territories;
type Answer = () => Promise<Response>;
let answers: Answer[];
let listCalls: number;

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const page = (names: string[]) =>
  json({
    items: names.map((name, i) => ({ id: i + 1, name })),
    meta: { total: names.length, total_exact: true, limit: 50, page: 1, pages: 1, sort: 'name', order: 'asc' },
  });

beforeEach(() => {
  answers = [];
  listCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes(`/api/${def.name}`)) return json({ items: [], meta: {} });
      listCalls++;
      const next = answers.shift();
      if (!next) throw new Error(`unexpected request ${url}`);
      return next();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

function show(search = '') {
  history.replaceState(null, '', `/${def.name}${search}`);
  return render(
    <>
      <ListScreen def={def} />
      <CommandHotkeys />
    </>,
  );
}

describe('the list’s states', () => {
  it('shows skeleton rows while the first page loads, not «Пусто»', async () => {
    answers.push(() => new Promise<Response>(() => undefined));
    show();
    await waitFor(() => expect(listCalls).toBe(1));
    expect(screen.getByRole('row', { busy: true })).toBeTruthy();
    expect(screen.queryByText(texts.empty)).toBeNull();
  });

  it('says what was searched when nothing matched and clears the search on request', async () => {
    answers.push(
      async () => page([]),
      async () => page(['Север']),
    );
    show('?search=Москва');
    const clear = await screen.findByRole('button', { name: 'Очистить поиск' });
    // Issue 23 item 10: the spec's «Пусто» first, then the reason.
    expect(clear.closest('.empty')?.textContent).toContain('Пусто: ничего не найдено по запросу «Москва».');
    fireEvent.click(clear);
    expect(new URLSearchParams(location.search).get('search')).toBeNull();
    await waitFor(() => expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('2'));
    expect(listCalls).toBe(2);
  });

  it('shows «Пусто» for a list that is empty without any search', async () => {
    answers.push(async () => page([]));
    show();
    await screen.findByText(texts.empty);
  });

  it('turns a network failure into a Russian sentence whose retry asks again', async () => {
    answers.push(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => page(['Север', 'Юг']),
    );
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(texts.noConnection);
    expect(alert.textContent).not.toContain('Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: `${texts.retry}?` }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(listCalls).toBe(2);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('3');
  });
});

describe('hotkeys on a Russian layout', () => {
  it('moves the cursor with the physical J key that types «о»', async () => {
    answers.push(async () => page(['Восток', 'Запад', 'Север']));
    show();
    const grid = screen.getByRole('grid');
    await waitFor(() => expect(grid.getAttribute('aria-activedescendant')).toBe('row-0'));
    act(() => {
      grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'о', code: 'KeyJ', bubbles: true }));
    });
    expect(grid.getAttribute('aria-activedescendant')).toBe('row-1');
    act(() => {
      grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'л', code: 'KeyK', bubbles: true }));
    });
    expect(grid.getAttribute('aria-activedescendant')).toBe('row-0');
  });

  it('focuses the search with «/» typed as Shift+\\ on ЙЦУКЕН', async () => {
    answers.push(async () => page(['Восток']));
    show();
    const grid = screen.getByRole('grid');
    await waitFor(() => expect(grid.getAttribute('aria-activedescendant')).toBe('row-0'));
    const event = new KeyboardEvent('keydown', {
      key: '/',
      code: 'Backslash',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      grid.dispatchEvent(event);
    });
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Поиск' }));
    expect(event.defaultPrevented).toBe(true);
  });
});
