import { create } from 'zustand';
import type { CurrentUserAnswer } from '../../core/actions/defs/session.actions.ts';

/** The signed-in user as GET /api/me answers it (core/actions/defs/session.actions.ts). */
export type Me = CurrentUserAnswer;

type Status = 'unknown' | 'signed-in' | 'signed-out';

interface SessionState {
  me: Me | null;
  status: Status;
  csrf: string;
  signedIn(me: Me): void;
  signedOut(): void;
}

// The server fills this tag when it serves the page; /api/me and sign-in give a fresher token.
function metaCsrf(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

export const useSession = create<SessionState>((set, get) => ({
  me: null,
  status: 'unknown',
  csrf: metaCsrf(),
  signedIn: (me) => set({ me, status: 'signed-in', csrf: me.csrf_token || get().csrf }),
  signedOut: () => set({ me: null, status: 'signed-out' }),
}));
