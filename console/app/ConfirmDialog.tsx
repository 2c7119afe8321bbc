import { useEffect, useRef } from 'react';
import { trapTab } from './focus-trap.ts';

interface Props {
  text: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question; Enter on the focused button confirms, Esc cancels. */
export function ConfirmDialog({ text, confirmLabel, onConfirm, onCancel }: Props) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="modal-backdrop">
      <div
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
          <button type="button" className="danger" ref={confirm} onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" onClick={onCancel}>
            Отмена
          </button>
        </div>
      </div>
    </div>
  );
}
