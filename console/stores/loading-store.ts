import { create } from 'zustand';

interface LoadingState {
  pending: number;
  begin(): void;
  end(): void;
}

/** Requests in flight; the loading bar reads it. */
export const useLoading = create<LoadingState>((set) => ({
  pending: 0,
  begin: () => set((s) => ({ pending: s.pending + 1 })),
  end: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));
