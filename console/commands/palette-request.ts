import { create } from 'zustand';

/**
 * Opening the palette from outside kbar: the top bar's button, or Ctrl+K pressed before the
 * palette's chunk arrived. The palette toggles once per request it has not yet seen.
 */
export const usePaletteRequest = create<{ requests: number; ready: boolean; request(): void }>((set) => ({
  requests: 0,
  /** True once kbar is mounted and binds Ctrl+K itself. */
  ready: false,
  request: () => set((s) => ({ requests: s.requests + 1 })),
}));
