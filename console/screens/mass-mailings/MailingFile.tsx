import { mailingFile } from '../../../core/actions/defs/mass-mailings.actions.ts';
import { actionUrl } from '../../../core/actions/define-action.ts';
import { useState } from 'react';
import { toast } from 'sonner';
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
          <input
            id="mailing-file"
            type="file"
            accept={MAILING_FILE_ACCEPT}
            onChange={(e) => {
              // Read before clearing: the state updater may run after the input is emptied.
              const picked = [...(e.target.files ?? [])];
              setQueue((q) => queueMailingFile(q, picked));
              // Emptied so that picking the same file again is a change too.
              e.target.value = '';
            }}
          />
          <output className="file-queue" aria-label="Очередь файлов">
            {queue.map((f) => f.name).join(', ')}
          </output>
          <button type="button" className="small" disabled={busy || queue.length === 0} onClick={upload}>
            {busy ? 'Загрузка…' : 'Загрузить файл'}
          </button>
        </>
      )}
    </div>
  );
}
