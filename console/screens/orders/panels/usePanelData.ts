import { useCallback, useEffect, useState } from 'react';

export interface PanelData<T> {
  data: T | null;
  error: string | null;
  reload(): void;
  /** An answer that already carries the new state (a write's answer) replaces it without a reload. */
  setData(data: T): void;
}

/** Loads a panel's data for one order, again when the order changes; a failure keeps its message. */
export function usePanelData<T>(load: () => Promise<T>, orderId: number): PanelData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new closure each render; the order id and tick say when to load again.
  useEffect(() => {
    let live = true;
    setError(null);
    load().then(
      (answer) => live && setData(answer),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [orderId, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, reload, setData };
}
