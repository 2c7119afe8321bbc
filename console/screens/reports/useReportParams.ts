import { useLocation, useSearch } from 'wouter';
import type { ReportSort } from './ReportTable.tsx';

export interface ReportParams extends ReportSort {
  search?: string;
  page?: number;
}

/**
 * A report's sort, order, search and page live in the URL, as a list's do: a link or the back
 * button shows the same rows. A new sort or search starts again at the first page.
 */
export function useReportParams(): [ReportParams, (patch: ReportParams) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const q = new URLSearchParams(search);
  const order = q.get('order');
  const page = Number(q.get('page'));
  const params: ReportParams = {
    sort: q.get('sort') || undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    search: q.get('search') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  const set = (patch: ReportParams) => {
    const next: ReportParams = { ...params, page: undefined, ...patch };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next))
      if (value !== undefined && value !== '') out.set(key, String(value));
    const text = out.toString();
    navigate(text ? `${path}?${text}` : path, { replace: 'search' in patch });
  };
  return [params, set];
}

/** A click on the sorted column turns its order; another column starts ascending. */
export function nextSort(current: ReportSort, key: string): ReportSort {
  return { sort: key, order: current.sort === key && current.order !== 'desc' ? 'desc' : 'asc' };
}
