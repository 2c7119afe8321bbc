import type { ReactNode } from 'react';
import { Floating } from '../floating/Floating.tsx';
import type { InputProps } from '../input-props.ts';
import type { usePickerButton } from './RefInput.tsx';
import { useTextArrival } from './useTextArrival.ts';

interface Props {
  p: InputProps;
  picker: ReturnType<typeof usePickerButton>;
  /** What the face shows: the chosen record's name, or a dash. */
  name: string;
  /** The open picker. */
  children?: ReactNode;
}

/**
 * The closed face of every picker, a combobox showing the choice: a typed letter (or text arriving
 * without a key press: an input method, dictation, an on-screen keyboard, a paste — issue 22 item 15),
 * ↓, Enter or Space opens the picker, Backspace/Delete clear the value. The face is an editing host
 * only so that such text reaches it; it keeps none. (It was a button for a while: the letters after
 * the first then went astray because the pop-up hid its search from the focus, fixed in Floating.tsx.)
 * Screens with pickers of their own (the order card's worker, street and manager choices) use it too.
 */
export function PickerButton({ p, picker, name, children }: Props) {
  const face = useTextArrival(picker.openWith, Boolean(p.disabled));
  // A <label for> names no span: the name is the label (or the cell's name) with what the face shows.
  const label = p.ariaLabel ?? p.field.label;
  return (
    <>
      <span
        ref={face}
        id={p.id}
        role="combobox"
        className="ref-button"
        tabIndex={p.disabled ? -1 : 0}
        contentEditable={!p.disabled}
        suppressContentEditableWarning
        spellCheck={false}
        aria-haspopup="listbox"
        aria-expanded={picker.open}
        aria-invalid={p.invalid || undefined}
        aria-describedby={p.describedBy}
        aria-label={label ? `${label}: ${name || '—'}` : undefined}
        aria-disabled={p.disabled || undefined}
        onClick={() => !p.disabled && picker.openEmpty()}
        onKeyDown={(e) => {
          if (p.disabled) return;
          if (e.key === 'Backspace' || e.key === 'Delete') {
            e.preventDefault();
            e.stopPropagation();
            p.onChange(null);
            return;
          }
          if ((e.key === 'Enter' || e.key === ' ') && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey) {
            e.preventDefault();
            picker.openEmpty();
            return;
          }
          picker.onKeyDown(e);
        }}
      >
        <span data-name="1" contentEditable={false}>
          {name || <span className="muted">—</span>}
        </span>
      </span>
      {picker.open && <Floating anchorId={p.id}>{children}</Floating>}
    </>
  );
}
