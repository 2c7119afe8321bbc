import { useEffect, useRef } from 'react';
import { trapTab } from './focus-trap.ts';

interface Props {
  text: string;
  confirmLabel: string;
  /** The label of the way back; «Отмена» by default. */
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal question; Enter presses the focused button, Esc cancels. The way back has the focus, so
 * a hasty Enter keeps what the user has (a record not deleted, edits not thrown away).
 */
export function ConfirmDialog({ text, confirmLabel, cancelLabel = 'Отмена', onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Back to where the user was (the edited input, the list row) when the question is gone.
    const before = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    // Modal: focus that lands behind it (a closing palette giving the focus back, a panel loading
    // late) returns to the way back, so a hasty Enter never acts on the page underneath.
    const keepInside = (e: FocusEvent) => {
      if (dialog.current && !dialog.current.contains(e.target as Node)) cancel.current?.focus();
    };
    document.addEventListener('focusin', keepInside);
    return () => {
      document.removeEventListener('focusin', keepInside);
      if (before?.isConnected) before.focus();
    };
  }, []);
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className="modal confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-text"
        onKeyDown={(e) => {
          if (trapTab(e.currentTarget, e)) {
            e.preventDefault();
            return;
          }
          if (e.key !== 'Escape') return;
          e.stopPropagation();
          onCancel();
        }}
      >
        <p id="confirm-text">{text}</p>
        <div className="buttons">
          <button type="button" className="danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" ref={cancel} onClick={onCancel}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
