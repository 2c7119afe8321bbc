import { useEffect, useRef } from 'react';

/** Drops text an input method left in the face (the name is in its own non-editable child). */
function clearTyped(face: HTMLElement) {
  for (const node of [...face.childNodes]) if (!(node instanceof HTMLElement && node.dataset.name)) node.remove();
}

/**
 * Text that reaches a picker's face without a key press of its own: an input method's commit,
 * dictation, an on-screen keyboard, a paste, CDP's insertText (issue 22 item 15: it went nowhere,
 * then into «Дата»). Nothing is kept in the face: each such text opens the picker with it.
 */
export function useTextArrival(open: (text: string) => void, disabled: boolean) {
  const face = useRef<HTMLSpanElement>(null);
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    const el = face.current;
    if (!el || disabled) return;
    const onBeforeInput = (e: InputEvent) => {
      // A composition's own steps cannot be cancelled; its end says what it typed.
      if (e.inputType === 'insertCompositionText') return;
      e.preventDefault();
      const text = (e.data ?? e.dataTransfer?.getData('text/plain') ?? '').trim();
      if (text) latest.current(text);
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
  }, [disabled]);
  return face;
}
