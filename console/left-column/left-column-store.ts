import { create } from 'zustand';
import type { LeftColumnAnswer, LeftColumnBlockDto } from '../../core/left-column.ts';

const COLLAPSED_KEY = 'crm.left-column.collapsed';
/** Saves often come in bursts (an order card, then its workers): one refetch for the lot. */
export const REFRESH_DEBOUNCE_MS = 300;

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

interface LeftColumnState {
  blocks: LeftColumnBlockDto[] | null;
  collapsed: boolean;
  /** Bumped by every «figures changed» notice; the column refetches when it moves. */
  version: number;
  loaded(answer: LeftColumnAnswer): void;
  toggle(): void;
}

export const useLeftColumn = create<LeftColumnState>((set, get) => ({
  blocks: null,
  collapsed: storedCollapsed(),
  version: 0,
  loaded: (answer) => set({ blocks: answer.blocks }),
  toggle() {
    const collapsed = !get().collapsed;
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    set({ collapsed });
  },
}));

let timer: ReturnType<typeof setTimeout> | undefined;

/** The realtime channel said the figures changed: ask again, once per burst. */
export function leftColumnChanged(): void {
  clearTimeout(timer);
  timer = setTimeout(() => useLeftColumn.setState((s) => ({ version: s.version + 1 })), REFRESH_DEBOUNCE_MS);
}
