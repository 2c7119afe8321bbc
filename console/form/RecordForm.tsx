import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { isNetworkError } from '../../core/api/api-client.ts';
import { AppError, type FieldErrors } from '../../core/errors.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ResourceName } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { api } from '../app/api.ts';
import { ConfirmDialog } from '../app/ConfirmDialog.tsx';
import { trapTab } from '../app/focus-trap.ts';
import { useCommand } from '../commands/useCommand.ts';
import { FieldRow } from './FieldRow.tsx';
import { hasEdits, toPayload } from './form-values.ts';
import { SaveErrors } from './SaveErrors.tsx';
import { useRecord } from './useRecord.ts';

interface Props {
  def: ResourceDef;
  id: number | undefined;
  readOnly: boolean;
  canDelete: boolean;
  onClose(): void;
  onSaved(): void;
}

/** The generic edit form of a registry resource; Ctrl+S saves, Esc closes. */
export function RecordForm({ def, id, readOnly, canDelete, onClose, onSaved }: Props) {
  const { values, setValues, initial, loadError } = useRecord(def, id);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const edited = !readOnly && hasEdits(initial, values);
  const form = useRef<HTMLFormElement>(null);
  const loaded = values !== null;

  useEffect(() => {
    if (loaded)
      form.current
        ?.querySelector<HTMLElement>('.form-body input, .form-body select, .form-body textarea, .form-body button')
        ?.focus();
  }, [loaded]);

  const resource = api.resource(def.name as ResourceName);
  const save = async () => {
    if (!values || readOnly || saving) return;
    setSaving(true);
    try {
      const payload = toPayload(def, values);
      await (id === undefined ? resource.create(payload) : resource.update(id, payload));
      toast.success('Сохранено', { duration: 3000 });
      onSaved();
      onClose();
    } catch (e) {
      const err = e as AppError;
      if (err instanceof AppError && err.code === 'validation') {
        setFieldErrors(err.fieldErrors);
        setMessages(err.fullMessages ?? []);
      }
      // The form stays open with every value: a lost connection costs a retry, not the typing.
      else
        toast.error(
          err.message,
          isNetworkError(err) ? { action: { label: texts.retry, onClick: () => void save() } } : {},
        );
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    setConfirming(false);
    if (id === undefined) return;
    try {
      await resource.remove(id);
      toast.success('Запись удалена', { duration: 3000 });
      onSaved();
      onClose();
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  // Esc, ✕ and «Отмена» ask before throwing edits away; a closed tab or reload is warned by the browser.
  const requestClose = () => (edited ? setDiscarding(true) : onClose());
  useEffect(() => {
    if (!edited) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [edited]);

  const modal = confirming || discarding;
  useCommand('form.save', () => void save(), !modal);
  useCommand('form.close', requestClose, !modal);

  const title = id === undefined ? `Новый: ${def.titleSingular}` : `${def.titleSingular} № ${id}`;
  const entries = Object.entries(def.fields).filter(
    ([, f]) => !(f.readOnly && id === undefined) && !(f.writeOnly && readOnly),
  );
  return (
    <div className="form-backdrop">
      <form
        ref={form}
        className="record-form"
        role="dialog"
        aria-modal="true"
        aria-labelledby="form-title"
        onKeyDown={(e) => {
          if (form.current && trapTab(form.current, e)) e.preventDefault();
        }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <header className="form-head">
          <h2 id="form-title">{title}</h2>
          <button type="button" className="icon" aria-label="Закрыть" onClick={requestClose}>
            ✕
          </button>
        </header>
        {messages.length > 0 && <SaveErrors messages={messages} />}
        {loadError && (
          <p className="error-box" role="alert">
            {loadError}
          </p>
        )}
        {values && (
          <div className="form-body">
            {entries.map(([name, field]) => (
              <FieldRow
                key={name}
                name={name}
                field={field}
                value={values[name]}
                errors={fieldErrors}
                disabled={readOnly}
                onChange={(v) => setValues((prev) => (prev ? { ...prev, [name]: v } : prev))}
              />
            ))}
          </div>
        )}
        <footer className="form-foot">
          {!readOnly && (
            <button type="submit" className="primary" disabled={!values || saving}>
              Сохранить <kbd>Ctrl+S</kbd>
            </button>
          )}
          <button type="button" onClick={requestClose}>
            {readOnly ? 'Закрыть' : 'Отмена'} <kbd>Esc</kbd>
          </button>
          {canDelete && id !== undefined && (
            <button type="button" className="danger push-right" onClick={() => setConfirming(true)}>
              Удалить
            </button>
          )}
        </footer>
      </form>
      {confirming && (
        <ConfirmDialog
          text={texts.deleteConfirm}
          confirmLabel="Удалить"
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
      {discarding && (
        <ConfirmDialog
          text={texts.discardConfirm}
          confirmLabel="Закрыть без сохранения"
          cancelLabel="Вернуться к форме"
          safeDefault
          onConfirm={onClose}
          onCancel={() => setDiscarding(false)}
        />
      )}
    </div>
  );
}
