import { useCallback, useEffect, useState } from 'react';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ResourceName } from '../../core/resources/index.ts';
import { api } from '../app/api.ts';
import { recordTitle } from '../fields/ref-names.ts';
import { useRecent } from '../stores/recent-store.ts';
import { defaultsOf, type Values, withRowKeys } from './form-values.ts';

/** The record being edited (defaults for a new one) and what it opened with; opening one adds it to the recent list. */
export function useRecord(def: ResourceDef, id: number | undefined) {
  const [values, setValues] = useState<Values | null>(id === undefined ? defaultsOf(def.fields) : null);
  // What the form opened with: closing differs from it only after asking (nothing typed is lost).
  const [initial, setInitial] = useState<Values | null>(values);
  const [loadError, setLoadError] = useState<string | null>(null);
  const remember = useRecent((s) => s.remember);

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    api
      .resource(def.name as ResourceName)
      .get(id)
      .then((record) => {
        if (!live) return;
        const loaded = withRowKeys(def, record);
        setValues(loaded);
        setInitial(loaded);
        const title = recordTitle(def.name, record);
        remember({
          resource: def.name,
          id,
          label: title.startsWith('№') ? `${def.titleSingular} ${title}` : `${def.titleSingular}: ${title}`,
        });
      })
      .catch((e: Error) => live && setLoadError(e.message));
    return () => {
      live = false;
    };
  }, [def, id, remember]);

  /** The server's values of `keys` after an action, taken as saved: they do not count as edits. */
  const accept = useCallback(
    (record: Values, keys: readonly string[]) => {
      const loaded = withRowKeys(def, record);
      const pick = (prev: Values | null) =>
        prev ? { ...prev, ...Object.fromEntries(keys.filter((k) => k in loaded).map((k) => [k, loaded[k]])) } : prev;
      setValues(pick);
      setInitial(pick);
    },
    [def],
  );

  return { values, setValues, initial, setInitial, loadError, accept };
}
