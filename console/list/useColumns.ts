import { useCallback, useEffect, useState } from 'react';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { api } from '../app/api.ts';
import { useSession } from '../stores/session-store.ts';
import { defaultColumns, validColumns } from './list-columns.ts';

/** The user's chosen columns, stored per user and list in the fields_to_shows resource. */
export function useColumns(def: ResourceDef): { columns: string[]; save(fields: string[]): Promise<void> } {
  const me = useSession((s) => s.me);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [recordId, setRecordId] = useState<number | null>(null);

  useEffect(() => {
    setChosen(null);
    setRecordId(null);
    if (!me) return;
    let live = true;
    api
      .resource('fields_to_shows')
      .list({ filter: { model: [def.name], user_id: [String(me.id)] }, limit: 20 })
      .then((answer) => {
        // The text filter matches substrings (orders also finds free_orders): pick the exact list.
        const hit = answer.items.find((r) => r.model === def.name && r.user_id === me.id);
        if (!live || !hit) return;
        setRecordId(hit.id);
        setChosen(validColumns(def, hit.fields));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [def, me]);

  const save = useCallback(
    async (fields: string[]) => {
      const resource = api.resource('fields_to_shows');
      if (recordId) await resource.update(recordId, { fields });
      else setRecordId((await resource.create({ model: def.name, fields, user_id: me?.id })).id);
      setChosen(validColumns(def, fields));
    },
    [def, me, recordId],
  );

  return { columns: chosen ?? defaultColumns(def), save };
}
