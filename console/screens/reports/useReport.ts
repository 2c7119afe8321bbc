import { useCallback, useEffect, useRef, useState } from 'react';

export interface ReportState<T> {
  data: T | null;
  error: Error | null;
  loading: boolean;
  /** Asks again with the same parameters (the error's «Повторить», a plug-in action after a change). */
  reload(): void;
}

/**
 * Loads a report whenever `key` (its parameters as a string) changes. The last answer stays on
 * screen while the next is on its way, and an answer that arrives after a newer request is dropped.
 */
export function useReport<T>(key: string, load: () => Promise<T>): ReportState<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `round` are what asks again; the loader is read through the ref.
  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    latest
      .current()
      .then((answer) => live && setData(answer))
      .catch((e: Error) => live && setError(e))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, error, loading, reload };
}
