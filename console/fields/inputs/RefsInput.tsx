import type { InputProps } from '../input-props.ts';
import { RefPicker } from './RefPicker.tsx';
import { usePickerButton, useRefName } from './RefInput.tsx';

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
  const picker = usePickerButton(p.id);
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
        onClick={picker.openEmpty}
        onKeyDown={picker.onKeyDown}
      >
        + добавить
      </button>
      {picker.open && (
        <RefPicker
          target={target}
          label={p.field.label}
          seed={picker.seed}
          onClose={picker.close}
          onPick={(id, _name, tab) => {
            if (!ids.includes(id)) p.onChange([...ids, id]);
            picker.close(tab);
          }}
        />
      )}
    </span>
  );
}
