import { useEffect, useState } from 'react';
import { useLoading } from '../stores/loading-store.ts';

/** Spec section 9: the loading bar appears only after 100 ms of latency. */
export const LOADING_DELAY_MS = 100;

export function LoadingBar() {
  const busy = useLoading((s) => s.pending > 0);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return setShown(false);
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return shown ? <div className="loading-bar" role="progressbar" aria-label="Загрузка" /> : null;
}
