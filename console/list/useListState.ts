import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type ListState, listStateToSearch, parseListState } from './list-state.ts';

type Patch = Partial<ListState> | ((s: ListState) => ListState);

/** The list state read from and written to the URL query; the URL is the only store. */
export function useListState(): [ListState, (patch: Patch, options?: { replace?: boolean }) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseListState(search), [search]);
  const update = useCallback(
    (patch: Patch, options?: { replace?: boolean }) => {
      const current = parseListState(window.location.search);
      const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch };
      // The card's anchor (/individuals?id=146#equipment, spec 01 §2) lives as long as its form: a
      // default filter written into the URL must not drop it; closing the form does.
      const hash = next.id !== undefined && next.id === current.id ? window.location.hash : '';
      navigate(path + listStateToSearch(next) + hash, { replace: options?.replace });
    },
    [path, navigate],
  );
  return [state, update];
}
