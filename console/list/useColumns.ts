import { useCallback, useEffect, useState } from 'react';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { api } from '../app/api.ts';
import { useSession } from '../stores/session-store.ts';
import { defaultColumns, validColumns } from './list-columns.ts';

interface Stored {
  /** null: the user kept the default columns. */
  chosen: string[] | null;
  recordId: number | null;
}

// Per user and list, for this page's life: coming back to a list asks the server for its rows at
// once instead of first waiting for the column choice again.
const known = new Map<string, Stored>();

/**
 * The user's chosen columns, stored per user and list in the fields_to_shows resource. `ready` is
 * false until the choice is known, so the list asks for the right columns (fields=...) once.
 */
export function useColumns(def: ResourceDef): {
  columns: string[];
  ready: boolean;
  save(fields: string[]): Promise<void>;
} {
  const me = useSession((s) => s.me);
  const cacheKey = me ? `${me.id}:${def.name}` : '';
  const [stored, setStored] = useState<Stored | null>(() => known.get(cacheKey) ?? null);

  useEffect(() => {
    const cached = known.get(cacheKey);
    setStored(cached ?? null);
    if (!me || cached) return;
    let live = true;
    const remember = (value: Stored) => {
      known.set(cacheKey, value);
      if (live) setStored(value);
    };
    api
      .resource('fields_to_shows')
      .list({ filter: { model: [def.name], user_id: [String(me.id)] }, limit: 20 })
      .then((answer) => {
        // The text filter matches substrings (orders also finds free_orders): pick the exact list.
        const hit = answer.items.find((r) => r.model === def.name && r.user_id === me.id);
        remember(hit ? { chosen: validColumns(def, hit.fields), recordId: hit.id } : { chosen: null, recordId: null });
      })
      // Unreadable choice: the default columns, not an empty screen.
      .catch(() => remember({ chosen: null, recordId: null }));
    return () => {
      live = false;
    };
  }, [def, me, cacheKey]);

  const recordId = stored?.recordId ?? null;
  const save = useCallback(
    async (fields: string[]) => {
      const resource = api.resource('fields_to_shows');
      const id = recordId
        ? (await resource.update(recordId, { fields })).id
        : (await resource.create({ model: def.name, fields })).id;
      const value = { chosen: validColumns(def, fields), recordId: id };
      known.set(cacheKey, value);
      setStored(value);
    },
    [def, recordId, cacheKey],
  );

  return { columns: stored?.chosen ?? defaultColumns(def), ready: stored !== null || !me, save };
}
