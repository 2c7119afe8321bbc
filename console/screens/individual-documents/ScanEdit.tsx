import { type KeyboardEvent, useRef, useState } from 'react';
import { resources } from '../../../core/resources/index.ts';
import { useLayer } from '../../app/useLayer.ts';
import { DateInput } from '../../fields/inputs/DateInput.tsx';
import type { ScanFile } from './documents-api.ts';

interface Props {
  file: ScanFile;
  onSave(values: { until?: string; comment: string }): Promise<unknown>;
  onClose(): void;
}

/**
 * Corrects a scan's until date and comment (issue 23 item 3: they could be changed through the API
 * only). Enter saves, Esc leaves without closing the card; a refusal keeps the typed values. A file
 * of no document type has no until date.
 */
export function ScanEdit({ file, onSave, onClose }: Props) {
  const [until, setUntil] = useState<unknown>(file.until ?? '');
  const [comment, setComment] = useState(file.comment ?? '');
  const [busy, setBusy] = useState(false);
  const dated = file.type_id !== null;
  const box = useRef<HTMLFieldSetElement>(null);
  // A layer of the one stack (issue 22 item 4): Esc here closes the editor only, the card stays.
  useLayer(true, onClose, { box, whenFocused: true });
  async function save() {
    if (busy) return;
    setBusy(true);
    try {
      await onSave({ ...(dated ? { until: typeof until === 'string' ? until : '' } : {}), comment });
      onClose();
    } catch {
      // The card's notice names the refusal; the values stay for a correction.
    } finally {
      setBusy(false);
    }
  }
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    }
  };
  return (
    <fieldset
      ref={box}
      className="scan-upload scan-edit"
      aria-label={`Изменить скан ${file.original_name}`}
      onKeyDown={keys}
    >
      {dated && (
        <DateInput
          id={`scan-edit-${file.id}-until`}
          field={resources.documents.fields.until}
          value={until}
          onChange={setUntil}
          ariaLabel="Действует до"
        />
      )}
      <input
        type="text"
        placeholder="Комментарий"
        aria-label="Комментарий"
        value={comment}
        maxLength={500}
        onChange={(e) => setComment(e.target.value)}
      />
      <button type="button" className="primary" disabled={busy} onClick={() => void save()}>
        Сохранить
      </button>
      <button type="button" onClick={onClose}>
        Отмена
      </button>
    </fieldset>
  );
}
