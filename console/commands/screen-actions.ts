import type { Action } from 'kbar';
import { create } from 'zustand';

/**
 * Palette actions of the screen on show (a list's actions on its selection): the screen sets them,
 * the palette registers them. A store, not kbar's hook, so a screen renders without the palette too.
 */
export const useScreenActions = create<{ actions: readonly Action[] }>(() => ({ actions: [] }));

export function setScreenActions(actions: readonly Action[]): void {
  useScreenActions.setState({ actions });
}
