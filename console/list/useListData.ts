import { useCallback, useEffect, useState } from 'react';
import type { ListAnswer } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ResourceName } from '../../core/resources/index.ts';
import { api } from '../app/api.ts';
import { rememberNames } from '../fields/ref-names.ts';
import { type ListState, toListQuery } from './list-state.ts';

export interface ListData {
  data: ListAnswer | null;
  error: Error | null;
  loading: boolean;
  /** The `locate` id the shown answer was asked with (so a stale page is not mistaken for it). */
  answeredLocate?: number;
  reload(): void;
}

/**
 * One page of the list; `fields` null means the columns are not known yet, so nothing is asked.
 * `locate`: a record id whose page the server answers instead (after a save).
 */
export function useListData(
  def: ResourceDef,
  state: ListState,
  fields: readonly string[] | null,
  locate?: number,
): ListData {
  const [data, setData] = useState<ListAnswer | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const [answeredLocate, setAnsweredLocate] = useState<number>();
  const query = fields ? JSON.stringify({ ...toListQuery(state), fields, locate }) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: version changes on reload() to ask again.
  useEffect(() => {
    if (query === null) return;
    let live = true;
    setLoading(true);
    const asked = JSON.parse(query);
    api
      .resource(def.name as ResourceName)
      .list(asked)
      .then((answer) => {
        if (!live) return;
        // Lookups name the referenced records; pickers in forms opened from here reuse them.
        for (const [key, value] of Object.entries(answer.meta))
          if (Array.isArray(value) && key !== 'groups') rememberNames(key, value as { id: number; name: unknown }[]);
        setData(answer);
        setAnsweredLocate(asked.locate);
        setError(null);
      })
      .catch((e: Error) => live && setError(e))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [def.name, query, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, loading, answeredLocate, reload };
}
