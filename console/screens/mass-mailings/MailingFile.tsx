import { mailingFile } from '../../../core/actions/defs/mass-mailings.actions.ts';
import { actionUrl } from '../../../core/actions/define-action.ts';
import { useState } from 'react';
import { toast } from 'sonner';
import { texts } from '../../../core/texts.ts';
import { FilePicker } from '../../fields/inputs/FilePicker.tsx';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import { mailingApi } from './mailing-api.ts';
import { MAILING_FILE_ACCEPT, queueMailingFile } from './mailing-file-queue.ts';

/** The mailing's one file (spec 02 §5 'file queue holds 1 file'): a second pick replaces the first. */
export function MailingFile({ id, values, readOnly, accept }: FormPanelProps) {
  const [queue, setQueue] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    const [file] = queue;
    if (!file) return;
    setBusy(true);
    try {
      accept(await mailingApi.uploadFile(id, file), ['file_name', 'with_file']);
      toast.success('Файл загружен', { duration: 3000 });
      setQueue([]);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="field-row">
      <label htmlFor="mailing-file">Файл</label>
      <span>
        {values.file_name ? (
          <a href={actionUrl(mailingFile, { id })} download>
            {String(values.file_name)}
          </a>
        ) : (
          'без файла'
        )}
      </span>
      {!readOnly && (
        <>
          <FilePicker
            id="mailing-file"
            accept={MAILING_FILE_ACCEPT}
            label="Файл рассылки"
            chosen={null}
            onFiles={(picked) => {
              // Spec 02 §5 'empty files are rejected': said, not silently dropped (issue 23 item 7).
              const empty = picked.filter((f) => f.size === 0);
              if (empty.length)
                toast.warning(`${texts.emptyFileSkipped}: ${empty.map((f) => f.name).join(', ')}`, { duration: 5000 });
              setQueue((q) => queueMailingFile(q, picked));
            }}
          />
          <output className="file-queue" aria-label="Очередь файлов">
            {queue.map((f) => f.name).join(', ') || 'Файл не выбран'}
          </output>
          <button type="button" className="small" disabled={busy || queue.length === 0} onClick={upload}>
            {busy ? 'Загрузка…' : 'Загрузить файл'}
          </button>
        </>
      )}
    </div>
  );
}
