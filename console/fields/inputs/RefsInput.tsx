import { useState } from 'react';
import type { InputProps } from '../input-props.ts';
import { RefPicker } from './RefPicker.tsx';
import { useRefName } from './RefInput.tsx';

function Chip({
  target,
  id,
  onRemove,
  disabled,
}: {
  target: string;
  id: number;
  onRemove(): void;
  disabled?: boolean;
}) {
  const name = useRefName(target, id);
  return (
    <span className="chip">
      {name}
      {!disabled && (
        <button type="button" className="icon" aria-label={`Убрать ${name}`} onClick={onRemove}>
          ×
        </button>
      )}
    </span>
  );
}

export function RefsInput(p: InputProps) {
  const target = p.field.kind === 'refs' ? p.field.target : '';
  const ids = Array.isArray(p.value) ? (p.value as number[]) : [];
  const [open, setOpen] = useState(false);
  return (
    <span className="refs-input">
      {ids.map((id) => (
        <Chip
          key={id}
          target={target}
          id={id}
          disabled={p.disabled}
          onRemove={() => p.onChange(ids.filter((x) => x !== id))}
        />
      ))}
      <button
        type="button"
        id={p.id}
        className="ref-button add"
        aria-invalid={p.invalid || undefined}
        aria-describedby={p.describedBy}
        aria-label={p.ariaLabel ?? `Добавить: ${p.field.label}`}
        disabled={p.disabled}
        onClick={() => setOpen(true)}
      >
        + добавить
      </button>
      {open && (
        <RefPicker
          target={target}
          label={p.field.label}
          onClose={() => setOpen(false)}
          onPick={(id) => {
            if (!ids.includes(id)) p.onChange([...ids, id]);
            setOpen(false);
            document.getElementById(p.id)?.focus();
          }}
        />
      )}
    </span>
  );
}
