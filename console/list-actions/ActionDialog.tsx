import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { AppError } from '../../core/errors.ts';
import { ConfirmDialog } from '../app/ConfirmDialog.tsx';
import { firstField, useDialogFocus } from '../app/useDialogFocus.ts';
import { SaveErrors } from '../form/SaveErrors.tsx';

interface Props {
  title: string;
  submitLabel: string;
  children?: ReactNode;
  /** Asked before the work is done (spec 02 §8: 'Вы уверены?', 'Отправить счет?'). */
  confirm?: string;
  /** Runs on submit; a thrown error is shown in the dialog, which stays open. */
  onSubmit(): Promise<void>;
  onClose(): void;
}

/**
 * The modal of a list action: its fields, a submit and a way back. Enter submits, Esc closes, Tab
 * stays inside; the server's refusal (422 messages) is shown above the fields.
 */
export function ActionDialog({ title, submitLabel, children, confirm, onSubmit, onClose }: Props) {
  const box = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  useDialogFocus(box, true, onClose);
  // A dialog of checkboxes only: the focus on its button, so Enter does it at once.
  useEffect(() => {
    if (!firstField(box.current)) submitButton.current?.focus();
  }, []);
  const run = async () => {
    setAsking(false);
    setBusy(true);
    setErrors([]);
    try {
      await onSubmit();
    } catch (err) {
      const full = err instanceof AppError ? err.fullMessages : undefined;
      setErrors(full?.length ? full : [(err as Error).message]);
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Opened from a card (the act's «Отправить акт»), the dialog sits inside the card's form in the
    // React tree: its submit must not bubble on and save (and close) the card.
    e.stopPropagation();
    if (busy) return;
    if (confirm) setAsking(true);
    else run();
  };
  return (
    <div className="modal-backdrop">
      <form
        ref={box}
        className="modal list-action"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        onSubmit={submit}
      >
        <h2>{title}</h2>
        {errors.length > 0 && <SaveErrors messages={errors} />}
        {children}
        <div className="buttons">
          <button type="submit" ref={submitButton} disabled={busy}>
            {submitLabel}
          </button>
          <button type="button" onClick={onClose}>
            Отмена
          </button>
        </div>
      </form>
      {asking && confirm && (
        <ConfirmDialog
          text={confirm}
          confirmLabel="Да"
          cancelLabel="Нет"
          onConfirm={run}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
