import { listStateToSearch, parseListState } from '../list/list-state.ts';

/**
 * Where «new record» of a list goes: on that list already, the same view (filter, sort, page,
 * search) with the new form open over it; from elsewhere, the list with the form.
 */
export function newRecordPath(listPath: string, here: { pathname: string; search: string } = location): string {
  if (here.pathname !== listPath) return `${listPath}?preopen=true`;
  const state = parseListState(here.search);
  return listPath + listStateToSearch({ ...state, id: undefined, call_id: undefined, focus: undefined, preopen: true });
}
