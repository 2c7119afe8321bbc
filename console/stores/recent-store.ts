import { create } from 'zustand';

export interface RecentRecord {
  resource: string;
  id: number;
  label: string;
}

const KEY = 'crm.recent';
const MAX = 10;

function load(): RecentRecord[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.slice(0, MAX) : [];
  } catch {
    return [];
  }
}

interface RecentState {
  items: RecentRecord[];
  remember(r: RecentRecord): void;
}

/** Recently opened records for the palette, kept across reloads in localStorage. */
export const useRecent = create<RecentState>((set, get) => ({
  items: load(),
  remember(r) {
    const items = [r, ...get().items.filter((x) => !(x.resource === r.resource && x.id === r.id))].slice(0, MAX);
    localStorage.setItem(KEY, JSON.stringify(items));
    set({ items });
  },
}));
