import { type KeyboardEvent, useState } from 'react';
import { resources } from '../../../core/resources/index.ts';
import { DateInput } from '../../fields/inputs/DateInput.tsx';
import { FilePicker } from '../../fields/inputs/FilePicker.tsx';

interface Props {
  typeId: number;
  typeName: string;
  dated: boolean;
  onUpload(file: File, until: string, comment: string): Promise<unknown>;
}

const accept = 'image/png,image/jpeg,image/webp,application/pdf';

/**
 * A scan of one document type with its until date and comment. No <form> of its own (the card is
 * one already): Enter in a field uploads instead of saving the card.
 */
export function ScanUpload({ typeId, typeName, dated, onUpload }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [until, setUntil] = useState<unknown>('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `scan-${typeId}`;

  async function send() {
    if (!file || busy) return;
    setBusy(true);
    try {
      await onUpload(file, typeof until === 'string' ? until : '', comment);
      setFile(null);
      setUntil('');
      setComment('');
    } finally {
      setBusy(false);
    }
  }
  const enterSends = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void send();
    }
  };

  return (
    <fieldset className="scan-upload" aria-label={`Загрузить скан: ${typeName}`} onKeyDown={enterSends}>
      <FilePicker
        id={`${id}-file`}
        accept={accept}
        label={`Файл скана: ${typeName}`}
        chosen={file?.name ?? ''}
        onFiles={([picked]) => setFile(picked)}
      />
      {dated && (
        <DateInput
          id={`${id}-until`}
          field={resources.documents.fields.until}
          value={until}
          onChange={setUntil}
          ariaLabel={`Действует до: ${typeName}`}
        />
      )}
      <input
        id={`${id}-comment`}
        type="text"
        placeholder="Комментарий"
        aria-label={`Комментарий: ${typeName}`}
        value={comment}
        maxLength={500}
        onChange={(e) => setComment(e.target.value)}
      />
      <button type="button" disabled={!file || busy} onClick={() => void send()}>
        Загрузить
      </button>
    </fieldset>
  );
}
