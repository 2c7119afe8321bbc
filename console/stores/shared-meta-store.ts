import { create } from 'zustand';
import type { SharedMeta } from '../../core/shared-meta.ts';
import { api } from '../app/api.ts';
import { rememberNames } from '../fields/ref-names.ts';
import { useSession } from './session-store.ts';

// GET /api/shared (spec 02 §3), asked once per sign-in and kept here. Spec 02: 'Shared metadata
// de-duplication window 1000 ms': a call within a second of the last one reuses its request.

const REUSE_MS = 1000;

interface SharedMetaState {
  meta: SharedMeta | null;
  failed: boolean;
  /** The metadata of this sign-in: asked the first time only. */
  load(): Promise<SharedMeta | null>;
  /** Asks again (still reusing a request younger than a second). */
  refresh(): Promise<SharedMeta | null>;
  clear(): void;
}

let last: { promise: Promise<SharedMeta | null>; at: number } | null = null;
/** Bumped on sign-out, so an answer for the previous user is dropped. */
let generation = 0;

function request(): Promise<SharedMeta | null> {
  if (last && Date.now() - last.at < REUSE_MS) return last.promise;
  const asked = generation;
  const promise = api.shared().then(
    (answer) => {
      if (asked !== generation) return null;
      const meta = answer;
      // User pickers and user ids in forms show these names without asking /api/users/{id}.
      rememberNames('users', meta.users);
      rememberNames('user_groups', meta.user_groups);
      useSharedMetaStore.setState({ meta, failed: false });
      return meta;
    },
    () => {
      if (asked === generation) useSharedMetaStore.setState({ failed: true });
      return null;
    },
  );
  last = { promise, at: Date.now() };
  return promise;
}

export const useSharedMetaStore = create<SharedMetaState>((_set, get) => ({
  meta: null,
  failed: false,
  load: () => {
    const { meta } = get();
    return meta ? Promise.resolve(meta) : request();
  },
  refresh: request,
  clear: () => {
    generation++;
    last = null;
    useSharedMetaStore.setState({ meta: null, failed: false });
  },
}));

/**
 * Loads the metadata on every sign-in (another user may see other things) and forgets it on sign-out.
 * Called once at boot (main.tsx); answers the unsubscribe.
 */
export function followSession(): () => void {
  const react = (status: string, userId: number | undefined, before?: number) => {
    const store = useSharedMetaStore.getState();
    if (status === 'signed-in' && userId !== before) {
      store.clear();
      void store.load();
    } else if (status !== 'signed-in' && (store.meta || last)) store.clear();
  };
  const stop = useSession.subscribe((s, prev) =>
    react(s.status, s.me?.id, prev.status === 'signed-in' ? prev.me?.id : undefined),
  );
  const now = useSession.getState();
  react(now.status, now.me?.id);
  return stop;
}

/** The shared metadata for a screen (units, company type names, users, actions): null until it has come. */
export function useSharedMeta(): SharedMeta | null {
  return useSharedMetaStore((s) => s.meta);
}
