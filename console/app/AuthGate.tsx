import { type ReactNode, useEffect } from 'react';
import { useSession } from '../stores/session-store.ts';
import { api } from './api.ts';

/** Asks the server who is signed in; a 401 sends the user to /login (see api.ts). */
export function AuthGate({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const signedIn = useSession((s) => s.signedIn);
  useEffect(() => {
    if (status !== 'unknown') return;
    api
      .me()
      .then((me) => signedIn(me))
      .catch(() => undefined);
  }, [status, signedIn]);
  if (status !== 'signed-in') return <div className="boot" aria-busy="true" />;
  return <>{children}</>;
}
