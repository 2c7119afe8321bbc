import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { isNetworkError, type Row } from '../../core/api/api-client.ts';
import { AppError, type FieldErrors } from '../../core/errors.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ResourceName } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { api } from '../app/api.ts';
import { ConfirmDialog } from '../app/ConfirmDialog.tsx';
import { firstField, useDialogFocus } from '../app/useDialogFocus.ts';
import { useCommand } from '../commands/useCommand.ts';
import { removeFocusedRow } from './nested-row-keys.ts';
import { formExtensions } from '../screens/form-extensions.index.ts';
import type { SaveQuestion } from './form-extensions.ts';
import { DiscardDialog, FormDialog, toggledSection } from './FormDialog.tsx';
import { FormHeader } from './FormHeader.tsx';
import { CardExtraSections } from './CardExtraSections.tsx';
import { ConflictPanel } from './ConflictPanel.tsx';
import { FormSections } from './FormSections.tsx';
import { sectionHasError, shownSections } from './form-sections.ts';
import { formDef } from './form-def.ts';
import { hasEdits, toPayload, type Values } from './form-values.ts';
import { useRecord } from './useRecord.ts';
import { useVersionedSave } from './useVersionedSave.ts';

export interface RecordFormProps {
  def: ResourceDef;
  id: number | undefined;
  readOnly: boolean;
  canDelete: boolean;
  onClose(): void;
  /** The saved record (the list shows it under the cursor), or nothing after a delete. */
  onSaved(row?: Row): void;
}

/** The generic edit form of a registry resource; Ctrl+S saves, Esc closes, Alt+digit opens a section. */
export function RecordForm({ def: registryDef, id, readOnly, canDelete, onClose, onSaved }: RecordFormProps) {
  const def = formDef(registryDef);
  const { values, setValues, initial, setInitial, loadError, accept: takeKeys } = useRecord(def, id);
  // Issue 20 item 5: saves carry the version; a newer one on the server opens the conflict panel.
  const versions = useVersionedSave({
    def,
    id,
    values,
    initial,
    setValues,
    setInitial,
    resave: (v, base) => void save({ values: v, base }),
  });
  // After an action on the open record the form takes the record's new values and version, so the
  // next save sends nothing the action replaced; if that read fails, at least the action's fields.
  const accept = (record: Row, keys: readonly string[]) =>
    void versions.refresh(record).catch(() => takeKeys(record, keys));
  const extension = formExtensions[def.name];
  const [question, setQuestion] = useState<SaveQuestion | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const edited = !readOnly && hasEdits(initial, values);
  const form = useRef<HTMLFormElement>(null);
  const sections = useMemo(() => shownSections(def, id === undefined, readOnly), [def, id, readOnly]);
  const [open, setOpen] = useState(() => new Set(sections.filter((s) => !s.collapsed).map((s) => s.key)));
  useDialogFocus(form, values !== null, () => requestClose());

  const resource = api.resource(def.name as ResourceName);
  /** Saves the form, or (after a conflict was settled) the values chosen on the server's version. */
  const save = async (settled?: { values: Values; base: Values }) => {
    const current = settled?.values ?? values;
    if (!current || readOnly || (saving && !settled)) return;
    setSaving(true);
    try {
      const payload = versions.versioned(toPayload(def, current), settled ? settled.base : initial);
      const row = await versions.guard(() =>
        id === undefined ? resource.create(payload) : resource.update(id, payload),
      );
      if (row === undefined) return;
      onSaved(row);
      onClose();
    } catch (e) {
      const err = e as AppError;
      if (err instanceof AppError && err.code === 'validation') {
        setFieldErrors(err.fieldErrors);
        setMessages(err.fullMessages ?? []);
        setOpen(
          (prev) =>
            new Set([...prev, ...sections.filter((s) => sectionHasError(s, err.fieldErrors)).map((s) => s.key)]),
        );
        setQuestion((await extension?.saveQuestion?.(err, current, id)) ?? null);
      }
      // The form stays open with every value: a lost connection costs a retry, not the typing.
      else
        toast.error(
          err.message,
          isNetworkError(err) ? { action: { label: texts.retry, onClick: () => void save(settled) } } : {},
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
      toast.success(def.deleteTexts?.done ?? 'Запись удалена', { duration: 3000 });
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

  const enterSection = (event?: KeyboardEvent) => {
    const index = event ? Number(/^Digit(\d)$/.exec(event.code)?.[1] ?? event.key) - 1 : 0;
    const section = sections[index];
    if (!section || sections.length < 2) return;
    setOpen((prev) => new Set([...prev, section.key]));
    // After React has opened the <details>: its first field, or its heading when nothing is editable.
    setTimeout(() => {
      const box = form.current?.querySelector<HTMLElement>(`[data-section="${section.key}"]`) ?? null;
      (firstField(box) ?? box?.querySelector<HTMLElement>('summary'))?.focus();
    }, 0);
  };

  const modal = confirming || discarding || !!question || !!versions.conflict;
  useCommand('form.save', () => void save(), !modal);
  useCommand('form.close', requestClose, !modal);
  useCommand('form.section', enterSection, !modal);
  useCommand('form.removeRow', () => void removeFocusedRow(), !modal && !readOnly);
  useCommand('form.delete', () => setConfirming(true), !modal && canDelete && id !== undefined);

  const title = id === undefined ? `Новый: ${def.titleSingular}` : `${def.titleSingular} № ${id}`;
  return (
    <div className="form-backdrop">
      <FormDialog
        formRef={form}
        className="record-form"
        onSave={() => void save()}
        onClose={requestClose}
        head={<FormHeader def={def} title={title} values={values} />}
        messages={messages}
        loadError={loadError}
      >
        {values && (
          <FormSections
            sections={sections}
            open={open}
            values={values}
            errors={fieldErrors}
            readOnly={readOnly}
            onToggle={(key, now) => setOpen((prev) => toggledSection(prev, key, now))}
            onChange={(name, v) => setValues((prev) => (prev ? { ...prev, [name]: v } : prev))}
            extra={id !== undefined && <CardExtraSections resource={def.name} recordId={id} />}
          />
        )}
        {values && id !== undefined && extension?.Panel && (
          <extension.Panel def={def} id={id} values={values} readOnly={readOnly} accept={accept} />
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
      </FormDialog>
      {confirming && (
        <ConfirmDialog
          text={def.deleteTexts?.confirm ?? texts.deleteConfirm}
          confirmLabel="Удалить"
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
      {question && (
        <ConfirmDialog
          text={question.text}
          confirmLabel={question.confirmLabel}
          onConfirm={() => {
            question.onConfirm();
            setQuestion(null);
          }}
          onCancel={() => setQuestion(null)}
        />
      )}
      {discarding && <DiscardDialog onDiscard={onClose} onReturn={() => setDiscarding(false)} />}
      {versions.conflict && (
        <ConflictPanel
          def={def}
          conflicts={versions.conflict.conflicts}
          mode={versions.conflict.mode}
          onResolve={versions.resolve}
          onCancel={versions.cancel}
        />
      )}
    </div>
  );
}
