import { type KeyboardEvent, useEffect, useState } from 'react';
import type { Filter } from '../../../core/filter.ts';
import { getResource } from '../../../core/resources/index.ts';
import { focusNext } from '../../app/focus-trap.ts';
import { allowed } from '../../app/permissions.ts';
import { useSession } from '../../stores/session-store.ts';
import type { InputProps } from '../input-props.ts';
import { isTypedKey } from '../picker-rank.ts';
import { knownName, loadName } from '../ref-names.ts';
import { NumberInput } from './NumberInput.tsx';
import { PickerButton } from './PickerButton.tsx';
import { RefPicker } from './RefPicker.tsx';

/** The name of a referenced record, fetched once when the lists have not told us yet. */
export function useRefName(target: string, id: unknown): string {
  const [name, setName] = useState(typeof id === 'number' ? (knownName(target, id) ?? `№ ${id}`) : '');
  useEffect(() => {
    if (typeof id !== 'number') return setName('');
    let live = true;
    loadName(target, id)
      .then((n) => live && setName(n))
      .catch(() => live && setName(`№ ${id}`));
    return () => {
      live = false;
    };
  }, [target, id]);
  return name;
}

/** The filter of a narrowed picker: the target's own `narrowBy` field equals this record's value. */
export function narrowFilter(p: InputProps): Filter | undefined {
  if (p.field.kind !== 'ref' || !p.field.narrowBy) return undefined;
  const value = p.record?.[p.field.narrowBy];
  return value == null || value === '' ? undefined : { [p.field.narrowBy]: [String(value)] };
}

/** Issue 22 item 2: a narrowed picker says so («Только для выбранного: Контрагент»). */
export function narrowNote(p: InputProps): string | undefined {
  if (p.field.kind !== 'ref' || !p.field.narrowBy || !narrowFilter(p)) return undefined;
  const by = getResource(p.field.target)?.fields[p.field.narrowBy]?.label ?? p.field.narrowBy;
  return `Только для выбранного: ${by}`;
}

/** Open state of a picker button: typing a character on it opens the picker with that text. */
export function usePickerButton(id: string) {
  const [seed, setSeed] = useState<string | null>(null);
  const back = (tab?: 'forward' | 'back') => {
    setSeed(null);
    const button = document.getElementById(id);
    if (!button) return;
    if (tab) focusNext(button, tab === 'back');
    else button.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setSeed('');
    } else if (isTypedKey(e)) {
      e.preventDefault();
      e.stopPropagation();
      setSeed(e.key);
    }
  };
  return {
    open: seed !== null,
    seed: seed ?? '',
    openEmpty: () => setSeed(''),
    /** Text that arrived without a key press of its own (an input method, a paste): the search starts with it. */
    openWith: (text: string) => setSeed(text),
    close: back,
    onKeyDown,
  };
}

export function RefInput(p: InputProps) {
  const target = p.field.kind === 'ref' ? p.field.target : '';
  const me = useSession((s) => s.me);
  const picker = usePickerButton(p.id);
  const name = useRefName(target, p.value);
  const def = getResource(target);
  // Without read access to the target the server refuses the search, so the id is typed instead.
  if (!def || !allowed(me, def.permissions.read)) return <NumberInput {...p} field={{ kind: 'int', label: '' }} />;
  return (
    <span className="ref-input">
      <PickerButton p={p} picker={picker} name={name}>
        <RefPicker
          target={target}
          label={p.field.label}
          seed={picker.seed}
          filter={narrowFilter(p)}
          narrowedBy={narrowNote(p)}
          onClose={picker.close}
          onPick={(id, _name, tab) => {
            p.onChange(id);
            picker.close(tab);
          }}
        />
      </PickerButton>
    </span>
  );
}
