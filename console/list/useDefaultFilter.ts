import { useEffect } from 'react';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { useSession } from '../stores/session-store.ts';
import type { ListState } from './list-state.ts';

/**
 * Opens the list on its registry default filter for the signed-in user (orders: a manager's own
 * form-2 orders) when the URL names no filter. Once per visit of the screen: after the user clears
 * it the list stays unfiltered; a link or a reload without a filter opens on the default again.
 */
export function useDefaultFilter(
  def: ResourceDef,
  update: (patch: Partial<ListState>, options?: { replace?: boolean }) => void,
) {
  const me = useSession((s) => s.me);
  const userId = me?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per screen and user, not on every state change.
  useEffect(() => {
    if (!me || !def.defaultFilter || new URLSearchParams(window.location.search).has('filter')) return;
    const preset = def.defaultFilter(me);
    if (preset) update({ filter: preset, page: 1 }, { replace: true });
  }, [def, userId]);
}
