import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListToolbar, SEARCH_DEBOUNCE_MS } from './ListToolbar.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The toolbar over a search kept in state, as ListScreen keeps it in the URL. */
function Harness({ onSearch }: { onSearch: (text: string) => void }) {
  const [search, setSearch] = useState('');
  return (
    <ListToolbar
      search={search}
      searchRef={{ current: null }}
      canCreate={false}
      filterCount={0}
      onSearch={(text) => {
        onSearch(text);
        setSearch(text);
      }}
      onReset={() => setSearch('')}
      onNew={() => {}}
      onFilters={() => {}}
      onColumns={() => {}}
    />
  );
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: text } });

// Issue 9, item 5: "list search runs as you type (debounced) like the palette".
describe('list search as you type', () => {
  it('searches once after a pause, with the last text, without Enter', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    type('Ив');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    type('Иван ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onSearch.mock.calls).toEqual([['Иван']]);
    // The space being typed stays in the box while the list shows the hits for 'Иван'.
    expect(screen.getByLabelText<HTMLInputElement>('Поиск').value).toBe('Иван ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
