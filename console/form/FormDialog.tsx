import type { ReactNode, RefObject } from 'react';
import { texts } from '../../core/texts.ts';
import { ConfirmDialog } from '../app/ConfirmDialog.tsx';
import { trapTab } from '../app/focus-trap.ts';
import { SaveErrors } from './SaveErrors.tsx';

interface FormDialogProps {
  formRef: RefObject<HTMLFormElement | null>;
  className: string;
  /** The order card marks which of its forms is shown (tests and styles read it). */
  dataForm?: string | number;
  onSave(): void;
  onClose(): void;
  /** The title block beside the close button. */
  head: ReactNode;
  messages: readonly string[];
  loadError: string | null | undefined;
  children: ReactNode;
}

/**
 * The frame every edit form shares (the generic RecordForm and the order card): a modal dialog
 * that keeps Tab inside, saves on submit, closes from ✕, and shows the save errors (spec:
 * 'Сохранение не удалось из-за следующих ошибок') and a failed load above the fields.
 */
export function FormDialog({
  formRef,
  className,
  dataForm,
  onSave,
  onClose,
  head,
  messages,
  loadError,
  children,
}: FormDialogProps) {
  return (
    <form
      ref={formRef}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-labelledby="form-title"
      data-form={dataForm}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (formRef.current && trapTab(formRef.current, e)) e.preventDefault();
      }}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <header className="form-head">
        {head}
        <button type="button" className="icon" aria-label="Закрыть" onClick={onClose}>
          ✕
        </button>
      </header>
      {messages.length > 0 && <SaveErrors messages={messages} />}
      {loadError && (
        <p className="error-box" role="alert">
          {loadError}
        </p>
      )}
      {children}
    </form>
  );
}

/** «Закрыть без сохранения?» over a form with unsaved edits. */
export function DiscardDialog({ onDiscard, onReturn }: { onDiscard(): void; onReturn(): void }) {
  return (
    <ConfirmDialog
      text={texts.discardConfirm}
      confirmLabel="Закрыть без сохранения"
      cancelLabel="Вернуться к форме"
      onConfirm={onDiscard}
      onCancel={onReturn}
    />
  );
}

/** The open sections after a section is opened (`now` true) or folded. */
export function toggledSection(open: ReadonlySet<string>, key: string, now: boolean): Set<string> {
  const next = new Set(open);
  if (now) next.add(key);
  else next.delete(key);
  return next;
}
