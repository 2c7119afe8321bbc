import { type ReactNode, useEffect, useRef } from 'react';
import { Floating } from '../floating/Floating.tsx';
import type { InputProps } from '../input-props.ts';
import type { usePickerButton } from './RefInput.tsx';

interface Props {
  p: InputProps;
  picker: ReturnType<typeof usePickerButton>;
  /** What the face shows: the chosen record's name, or a dash. */
  name: string;
  /** The open picker. */
  children?: ReactNode;
}

/** Drops text an input method left in the face (the name is in its own non-editable child). */
function clearTyped(face: HTMLElement) {
  for (const node of [...face.childNodes]) if (!(node instanceof HTMLElement && node.dataset.name)) node.remove();
}

/**
 * Text that reaches the face without a key press of its own: an input method, dictation, an
 * on-screen keyboard, a paste, Playwright's `keyboard.type` of Cyrillic (issue 22 item 15: it went
 * nowhere, then into «Дата»). The face is an editing host for that reason only: nothing is kept in
 * it, each such text opens the picker with it.
 */
function useTextArrival(face: React.RefObject<HTMLElement | null>, open: (text: string) => void, disabled: boolean) {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    const el = face.current;
    if (!el || disabled) return;
    const onBeforeInput = (e: InputEvent) => {
      // A composition's own steps cannot be cancelled; its end says what it typed.
      if (e.inputType === 'insertCompositionText') return;
      e.preventDefault();
      const text = e.data ?? e.dataTransfer?.getData('text/plain') ?? '';
      if (text.trim()) latest.current(text.trim());
    };
    const onCompositionEnd = (e: CompositionEvent) => {
      clearTyped(el);
      const text = (e.data ?? '').trim();
      if (text) latest.current(text);
    };
    const onPaste = (e: ClipboardEvent) => {
      e.preventDefault();
      const text = e.clipboardData?.getData('text/plain').trim();
      if (text) latest.current(text);
    };
    el.addEventListener('beforeinput', onBeforeInput);
    el.addEventListener('compositionend', onCompositionEnd);
    el.addEventListener('paste', onPaste);
    return () => {
      el.removeEventListener('beforeinput', onBeforeInput);
      el.removeEventListener('compositionend', onCompositionEnd);
      el.removeEventListener('paste', onPaste);
    };
  }, [face, disabled]);
}

/**
 * The closed face of every picker, a combobox showing the choice: a typed letter (or text arriving
 * any other way), ↓, Enter or Space opens the picker, Backspace/Delete clear the value. Screens with
 * pickers of their own (the order card's worker, street and manager choices) use it too, so they
 * behave like every other picker.
 */
export function PickerButton({ p, picker, name, children }: Props) {
  const face = useRef<HTMLSpanElement>(null);
  useTextArrival(face, picker.openWith, Boolean(p.disabled));
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a <select> cannot search, and a button cannot receive typed text. */}
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
        aria-disabled={p.disabled || undefined}
        aria-invalid={p.invalid || undefined}
        aria-describedby={p.describedBy}
        aria-label={p.ariaLabel}
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
