import { useCallback, useRef, useState } from 'react';
import type { Row } from '../../core/api/api-client.ts';
import { isStaleRecord, VERSION_KEY } from '../../core/record-version.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ResourceName } from '../../core/resources/index.ts';
import { api } from '../app/api.ts';
import { type Values, withRowKeys } from './form-values.ts';
import { applyChoices, type Choice, type FieldConflict, type Rebased, rebase } from './record-merge.ts';

export interface VersionedSaveOptions {
  def: ResourceDef;
  id: number | undefined;
  values: Values | null;
  /** What the form opened with (the last record read or saved): its `version` goes with every save. */
  initial: Values | null;
  setValues(values: Values): void;
  setInitial(values: Values): void;
  /** Save again, on the server's version, the values the user settled on. */
  resave(values: Values, base: Values): void;
}

export interface VersionConflict {
  conflicts: FieldConflict[];
  mode: 'save' | 'refresh';
}

/**
 * Issue 20 item 5 for any form: every save carries the version the form was read at; a 409 rebases
 * the form on the record the server sent (fields nobody here touched take theirs) and, when a field
 * changed underneath, shows ConflictPanel before saving again. `refresh` does the same after an
 * action on the open record, so the next Ctrl+S never sends back a value the action replaced.
 */
export function useVersionedSave(options: VersionedSaveOptions) {
  const latest = useRef(options);
  latest.current = options;
  const [pending, setPending] = useState<(VersionConflict & { rebased: Rebased; theirs: Values }) | null>(null);

  /** The write payload with the version of `base` (the form's record unless told otherwise). */
  const versioned = useCallback((payload: Values, base?: Values | null): Values => {
    const version = (base === undefined ? latest.current.initial : base)?.[VERSION_KEY];
    return typeof version === 'string' ? { ...payload, [VERSION_KEY]: version } : payload;
  }, []);

  const rebaseOn = useCallback((record: Values, mode: 'save' | 'refresh') => {
    const { def, values, initial, setValues, setInitial, resave } = latest.current;
    const theirs = withRowKeys(def, record);
    if (!values || !initial) {
      setValues(theirs);
      setInitial(theirs);
      return;
    }
    const rebased = rebase(def, initial, values, theirs);
    // After an action only the user's own edits need a choice; on a refused save every field that
    // changed underneath is shown, so nothing changes behind the user's back.
    const conflicts = mode === 'save' ? rebased.conflicts : rebased.conflicts.filter((c) => c.edited);
    if (conflicts.length) {
      setPending({ conflicts, mode, rebased, theirs });
      return;
    }
    setValues(rebased.values);
    setInitial(theirs);
    if (mode === 'save') resave(rebased.values, theirs);
  }, []);

  /** Runs a save; a stale version opens the conflict instead of an error. Undefined when it did. */
  const guard = useCallback(
    async <T>(save: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await save();
      } catch (e) {
        if (!isStaleRecord(e)) throw e;
        rebaseOn(e.current as Values, 'save');
        return undefined;
      }
    },
    [rebaseOn],
  );

  /** After an action on the open record: its answer when it is the whole record, else read again. */
  const refresh = useCallback(
    async (record?: Row | Values) => {
      const { def, id } = latest.current;
      const whole =
        record && typeof record[VERSION_KEY] === 'string'
          ? record
          : id === undefined
            ? undefined
            : await api.resource(def.name as ResourceName).get(id);
      if (whole) rebaseOn(whole as Values, 'refresh');
    },
    [rebaseOn],
  );

  const resolve = (choices: Record<string, Choice>) => {
    if (!pending) return;
    const { setValues, setInitial, resave } = latest.current;
    const values = applyChoices(pending.rebased, choices);
    setPending(null);
    setValues(values);
    setInitial(pending.theirs);
    if (pending.mode === 'save') resave(values, pending.theirs);
  };

  const conflict: VersionConflict | null = pending && { conflicts: pending.conflicts, mode: pending.mode };
  return { versioned, guard, refresh, conflict, resolve, cancel: () => setPending(null) };
}
