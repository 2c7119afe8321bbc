import { type ReactNode, useEffect, useRef } from 'react';
import { trapTab } from './focus-trap.ts';
import { useLayer } from './useLayer.ts';

interface Props {
  text: string;
  confirmLabel: string;
  /** The label of the way back; «Отмена» by default. */
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
  /** What the action will write (issue 22: close, restore, delete, nullify, pay), under the question. */
  summary?: ReactNode;
  /** The action cannot go now (the summary says why): only the way back is offered. */
  refused?: boolean;
}

/**
 * A modal question; Enter presses the focused button, Esc cancels. The way back has the focus, so
 * a hasty Enter keeps what the user has (a record not deleted, edits not thrown away).
 */
export function ConfirmDialog({
  text,
  confirmLabel,
  cancelLabel = 'Отмена',
  onConfirm,
  onCancel,
  summary,
  refused,
}: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // A modal layer: Esc is the way back, focus that lands behind it (a closing palette giving the
  // focus back, a panel loading late) returns into it, and closing it gives the focus back to where
  // the user was (the edited input, the list row).
  useLayer(true, onCancel, { box: dialog, modal: true });
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className="modal confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-text"
        onKeyDown={(e) => {
          if (trapTab(e.currentTarget, e)) e.preventDefault();
        }}
      >
        <p id="confirm-text">{text}</p>
        {summary && <div className="confirm-summary">{summary}</div>}
        <div className="buttons">
          {!refused && (
            <button type="button" className="danger" onClick={onConfirm}>
              {confirmLabel}
            </button>
          )}
          <button type="button" ref={cancel} onClick={onCancel}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
