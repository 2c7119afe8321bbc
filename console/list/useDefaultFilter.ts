import { useEffect } from 'react';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ListState } from './list-state.ts';

type Update = (patch: (s: ListState) => ListState, options?: { replace?: boolean }) => void;

/**
 * The registry's `defaultFilter` (spec 01 §4: workers of status 7 are hidden from the default
 * filter): a list opened with no `filter` in its URL starts with it, written into the URL so the
 * filter panel shows it and «Сбросить» clears it like any other. Only on opening: a list the user
 * cleared stays cleared until it is opened again.
 */
export function useDefaultFilter(def: ResourceDef, update: Update) {
  useEffect(() => {
    const initial = def.defaultFilter;
    if (!initial || new URLSearchParams(window.location.search).has('filter')) return;
    update((s) => ({ ...s, filter: Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, [...v]])) }), {
      replace: true,
    });
  }, [def, update]);
}
