import type { ListQuery } from '../../core/api/api-client.ts';
import { decodeFilter, encodeFilter, type Filter } from '../../core/filter.ts';

/**
 * Everything a list screen shows lives in the URL query (spec section 2): sort, order, filter,
 * search, group, group_date_field, group_date, page, year, month; `id` opens that record's form and
 * `preopen=true` a new one (so does `call_id`, a new order from that call). The form parameters are
 * part of the state, so a default filter written into the URL keeps them (issue 22 item 1: a
 * manager's order from a call lost its `call_id` that way and opened blank). `search_type` comes with links such as /metro_stations?search_type=….
 */
export interface ListState {
  sort?: string;
  order?: 'asc' | 'desc';
  filter: Filter;
  search?: string;
  search_type?: string;
  group?: string;
  group_date_field?: string;
  group_date?: string;
  page: number;
  year?: number;
  month?: number;
  limit?: number;
  id?: number;
  preopen: boolean;
  /** A new order made from this call (spec 01 §2 'The URL may carry call_id'): opens the new card. */
  call_id?: number;
  /** A row of the opened record's table to show and focus, `<field>:<row id>` (a contact found by phone). */
  focus?: string;
}

export const emptyListState: ListState = { filter: {}, page: 1, preopen: false };

const positive = (text: string | null): number | undefined => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : undefined;
};
const text = (v: string | null): string | undefined => (v ? v : undefined);

function safeFilter(raw: string | null): Filter {
  try {
    return raw ? decodeFilter(raw) : {};
  } catch {
    return {};
  }
}

export function parseListState(search: string): ListState {
  const q = new URLSearchParams(search);
  const order = q.get('order');
  return {
    sort: text(q.get('sort')),
    order: order === 'asc' || order === 'desc' ? order : undefined,
    filter: safeFilter(q.get('filter')),
    search: text(q.get('search')),
    search_type: text(q.get('search_type')),
    group: text(q.get('group')),
    group_date_field: text(q.get('group_date_field')),
    group_date: text(q.get('group_date')),
    page: positive(q.get('page')) ?? 1,
    year: positive(q.get('year')),
    month: positive(q.get('month')),
    limit: positive(q.get('limit')),
    id: positive(q.get('id')),
    preopen: q.get('preopen') === 'true',
    call_id: positive(q.get('call_id')),
    focus: text(q.get('focus')),
  };
}

/** The query string of a state, without defaults, in a stable key order (so URLs compare equal). */
export function listStateToSearch(state: ListState): string {
  const q = new URLSearchParams();
  const put = (key: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') q.set(key, String(v));
  };
  put('sort', state.sort);
  put('order', state.order);
  put('filter', encodeFilter(state.filter));
  put('search', state.search);
  put('search_type', state.search_type);
  put('group', state.group);
  put('group_date_field', state.group_date_field);
  put('group_date', state.group_date);
  put('page', state.page > 1 ? state.page : undefined);
  put('year', state.year);
  put('month', state.month);
  put('limit', state.limit);
  put('id', state.id);
  if (state.preopen) q.set('preopen', 'true');
  put('call_id', state.call_id);
  put('focus', state.focus);
  const out = q.toString();
  return out ? `?${out}` : '';
}

/** The API query of a state: the form parameters (id, preopen) stay in the console. */
export function toListQuery(state: ListState): ListQuery {
  return {
    sort: state.sort,
    order: state.order,
    filter: state.filter,
    search: state.search,
    group: state.group,
    group_date_field: state.group_date_field,
    group_date: state.group_date,
    page: state.page,
    year: state.year,
    month: state.month,
    limit: state.limit,
  };
}

/** Click or keyboard sort: a new column sorts ascending, the same column flips. Back to page 1. */
export function toggleSort(state: ListState, field: string, defaultSort: readonly [string, 'asc' | 'desc']): ListState {
  const [currentField, currentOrder] = [state.sort ?? defaultSort[0], state.order ?? defaultSort[1]];
  const order = currentField === field && currentOrder === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: field, order, page: 1 };
}
