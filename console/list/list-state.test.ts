import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { emptyListState, listStateToSearch, parseListState, toggleSort, toListQuery } from './list-state.ts';

describe('list state ↔ URL query', () => {
  it('reads every list parameter of spec section 2', () => {
    const state = parseListState(
      '?sort=name&order=desc&filter=status%3D2%2C3&search=%D0%98%D0%B2&group=status&group_date_field=start_date&group_date=01.12.2026&page=3&year=2026&month=12&id=7&preopen=true',
    );
    expect(state).toEqual({
      sort: 'name',
      order: 'desc',
      filter: { status: ['2', '3'] },
      search: 'Ив',
      search_type: undefined,
      group: 'status',
      group_date_field: 'start_date',
      group_date: '01.12.2026',
      page: 3,
      year: 2026,
      month: 12,
      limit: undefined,
      id: 7,
      preopen: true,
      call_id: undefined,
      focus: undefined,
    });
  });

  it('keeps call_id and focus through a rewrite of the filter (issue 22 items 1 and 10)', () => {
    const state = parseListState('?call_id=12&focus=contractor_contacts%3A34');
    expect([state.call_id, state.focus]).toEqual([12, 'contractor_contacts:34']);
    const filtered = listStateToSearch({ ...state, filter: { user2_id: ['17'] }, page: 1 });
    expect(parseListState(filtered)).toMatchObject({
      call_id: 12,
      focus: 'contractor_contacts:34',
      filter: { user2_id: ['17'] },
    });
  });

  it('round-trips a state through the query string', () => {
    const state = {
      ...emptyListState,
      sort: 'name',
      order: 'asc' as const,
      filter: { name: ['a,b;c=d'] },
      page: 2,
      search: 'x y',
    };
    expect(parseListState(listStateToSearch(state))).toEqual({ ...parseListState(''), ...state });
  });

  it('leaves defaults out of the URL', () => {
    expect(listStateToSearch(emptyListState)).toBe('');
    expect(listStateToSearch({ ...emptyListState, page: 1, filter: {} })).toBe('');
  });

  it('keeps the link forms of the spec', () => {
    const state = parseListState('?search_type=metro_stations.name&search=%D0%9A%D0%B8');
    expect(state.search_type).toBe('metro_stations.name');
    expect(listStateToSearch(state)).toBe('?search=%D0%9A%D0%B8&search_type=metro_stations.name');
  });

  it('ignores broken values instead of failing', () => {
    const state = parseListState('?page=-2&order=sideways&filter=%3Dx&id=abc');
    expect(state.page).toBe(1);
    expect(state.order).toBeUndefined();
    expect(state.filter).toEqual({});
    expect(state.id).toBeUndefined();
  });

  it('sends the list parameters to the API but not the form ones', () => {
    const query = toListQuery(parseListState('?sort=name&page=2&id=5&preopen=true&filter=name%3Dx'));
    expect(query).toMatchObject({ sort: 'name', page: 2, filter: { name: ['x'] } });
    expect(query).not.toHaveProperty('id');
    expect(query).not.toHaveProperty('preopen');
  });

  it('sorts a new column ascending, flips the same column, and returns to page 1', () => {
    const sort = resources.territories.defaultSort;
    const first = toggleSort({ ...emptyListState, page: 4 }, 'name', sort);
    expect(first).toMatchObject({ sort: 'name', order: 'desc', page: 1 });
    expect(toggleSort(first, 'name', sort)).toMatchObject({ order: 'asc' });
    expect(toggleSort(first, 'id', sort)).toMatchObject({ sort: 'id', order: 'asc' });
  });
});
