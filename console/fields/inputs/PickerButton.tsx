import type { ReactNode } from 'react';
import { Floating } from '../floating/Floating.tsx';
import type { InputProps } from '../input-props.ts';
import type { usePickerButton } from './RefInput.tsx';

interface Props {
  p: InputProps;
  picker: ReturnType<typeof usePickerButton>;
  /** What the button shows: the chosen record's name, or a dash. */
  name: string;
  /** The open picker. */
  children?: ReactNode;
}

/**
 * A plain button, not an editing host: issue 22 item 15's editable face (text arriving without a
 * key press) lost the letters typed after the first in Chromium, so it was taken back.
 * The closed face of every picker: a button showing the choice; a typed letter or ↓ opens the
 * picker, Backspace/Delete clear the value. Screens with pickers of their own (the order card's
 * worker, street and manager choices) use it too, so they behave like every other picker.
 */
export function PickerButton({ p, picker, name, children }: Props) {
  return (
    <>
      <button
        type="button"
        id={p.id}
        className="ref-button"
        aria-haspopup="listbox"
        aria-expanded={picker.open}
        aria-invalid={p.invalid || undefined}
        aria-describedby={p.describedBy}
        // A named button (a nested row's cell) also says what it shows: its visible text must be
        // part of its name (axe-core's label-content-name-mismatch, issue 22 item 16).
        aria-label={p.ariaLabel ? `${p.ariaLabel}: ${name || '—'}` : undefined}
        disabled={p.disabled}
        aria-disabled={p.disabled || undefined}
        onClick={picker.openEmpty}
        onKeyDown={(e) => {
          if ((e.key === 'Backspace' || e.key === 'Delete') && !p.disabled) {
            e.preventDefault();
            e.stopPropagation();
            p.onChange(null);
            return;
          }
          picker.onKeyDown(e);
        }}
      >
        {name || <span className="muted">—</span>}
      </button>
      {picker.open && <Floating anchorId={p.id}>{children}</Floating>}
    </>
  );
}
