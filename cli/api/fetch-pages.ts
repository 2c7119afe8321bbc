import type { ListAnswer, ListQuery, Row } from '../../core/api/api-client.ts';
import { type Lookups, mergeLookups } from '../output/cells.ts';
import type { ResourceApi } from './connect.ts';

export const EXPORT_PAGE_SIZE = 500;

/**
 * Every page of a list, one request at a time. Without a --sort the rows come in id order, so
 * records created meanwhile land after the end instead of shifting the pages (a read page by
 * page, not a snapshot: a record deleted meanwhile can shift one row past a page boundary).
 */
export async function* allPages(
  api: ResourceApi,
  query: ListQuery,
  limit = EXPORT_PAGE_SIZE,
): AsyncGenerator<ListAnswer> {
  const base: ListQuery = query.sort ? query : { ...query, sort: 'id', order: 'asc' };
  for (let page = 1; ; page++) {
    const answer = await api.list({ ...base, page, limit });
    yield answer;
    if (answer.items.length < limit) return;
  }
}

/** Records by id, 500 per request (`filter=id=1,2,3`), with their lookups; missing ids are absent. */
export async function recordsById(
  api: ResourceApi,
  ids: readonly number[],
): Promise<{ items: Row[]; lookups: Lookups }> {
  const items: Row[] = [];
  const lookups: Lookups = {};
  for (let at = 0; at < ids.length; at += EXPORT_PAGE_SIZE) {
    const chunk = ids.slice(at, at + EXPORT_PAGE_SIZE).map(String);
    const answer = await api.list({ filter: { id: chunk }, limit: EXPORT_PAGE_SIZE, sort: 'id', order: 'asc' });
    items.push(...answer.items);
    mergeLookups(lookups, answer.meta);
  }
  return { items, lookups };
}
