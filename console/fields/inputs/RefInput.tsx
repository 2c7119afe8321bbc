import { useEffect, useState } from 'react';
import { getResource } from '../../../core/resources/index.ts';
import { allowed } from '../../app/permissions.ts';
import { useSession } from '../../stores/session-store.ts';
import type { InputProps } from '../input-props.ts';
import { knownName, loadName } from '../ref-names.ts';
import { NumberInput } from './NumberInput.tsx';
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

export function RefInput(p: InputProps) {
  const target = p.field.kind === 'ref' ? p.field.target : '';
  const me = useSession((s) => s.me);
  const [open, setOpen] = useState(false);
  const name = useRefName(target, p.value);
  const def = getResource(target);
  // Without read access to the target the server refuses the search, so the id is typed instead.
  if (!def || !allowed(me, def.permissions.read)) return <NumberInput {...p} field={{ kind: 'int', label: '' }} />;
  return (
    <span className="ref-input">
      <button
        type="button"
        id={p.id}
        className="ref-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-invalid={p.invalid || undefined}
        aria-describedby={p.describedBy}
        aria-label={p.ariaLabel}
        disabled={p.disabled}
        onClick={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
          if ((e.key === 'Backspace' || e.key === 'Delete') && !p.disabled) {
            e.preventDefault();
            e.stopPropagation();
            p.onChange(null);
          }
        }}
      >
        {name || <span className="muted">—</span>}
      </button>
      {open && (
        <RefPicker
          target={target}
          label={p.field.label}
          onClose={() => {
            setOpen(false);
            document.getElementById(p.id)?.focus();
          }}
          onPick={(id) => {
            p.onChange(id);
            setOpen(false);
            document.getElementById(p.id)?.focus();
          }}
        />
      )}
    </span>
  );
}
