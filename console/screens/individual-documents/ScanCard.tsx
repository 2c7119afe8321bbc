import { useState } from 'react';
import { toast } from 'sonner';
import { allowed } from '../../../core/actions/allowed.ts';
import { deleteScan } from '../../../core/actions/defs/individual-files.actions.ts';
import { formatDate } from '../../../core/format.ts';
import { useSession } from '../../stores/session-store.ts';
import { type ScanFile, documentsApi } from './documents-api.ts';
import { ScanEdit } from './ScanEdit.tsx';
import { ScanPreview } from './ScanPreview.tsx';

interface Props {
  individualId: number;
  file: ScanFile;
  onChanged(action: Promise<unknown>, done: string): void;
}

/** One scan: its preview, dates and state, and the calls of spec 01 §4 'Files'. */
export function ScanCard({ individualId, file, onChanged }: Props) {
  const me = useSession((s) => s.me);
  const gone = Boolean(file.deleted_at || file.archived_at);
  // An approved scan is archived or deleted only with documents_edit (spec 01 §6): the actions' own rule.
  const locked = !me || !allowed(me, deleteScan, file);
  const [editing, setEditing] = useState(false);
  const saveProps = (values: { until?: string; comment: string }) =>
    documentsApi.update(individualId, file.id, values).then(
      () => onChanged(Promise.resolve(), 'Скан изменён'),
      (e: Error) => {
        toast.error(e.message);
        throw e;
      },
    );
  const run = (call: (i: number, f: number) => Promise<unknown>, done: string) =>
    onChanged(call(individualId, file.id), done);
  return (
    <li className={`scan-card${gone ? ' gone' : ''}`} data-file={file.id}>
      <a
        href={file.url}
        target="_blank"
        rel="noopener"
        className="scan-open"
        aria-label={`Открыть ${file.original_name}`}
      >
        <ScanPreview file={file} />
      </a>
      <div className="scan-facts">
        <span className="scan-name">{file.original_name}</span>
        <span>{file.until ? `до ${formatDate(file.until)}` : 'без срока'}</span>
        {file.comment && <span className="muted">{file.comment}</span>}
        <span className={`scan-state ${file.is_approved ? 'ok' : 'pending'}`}>
          {file.deleted_at ? 'Удалён' : file.archived_at ? 'В архиве' : file.is_approved ? 'Проверен' : 'Не проверен'}
        </span>
      </div>
      <div className="scan-actions">
        {!gone && !file.is_approved && (
          <button type="button" className="primary" onClick={() => run(documentsApi.approve, 'Документ подтверждён')}>
            Подтвердить
          </button>
        )}
        {!gone && !locked && (
          <>
            <button type="button" aria-expanded={editing} onClick={() => setEditing(!editing)}>
              Изменить
            </button>
            <button type="button" onClick={() => run(documentsApi.archive, 'Документ в архиве')}>
              В архив
            </button>
            <button type="button" className="danger" onClick={() => run(documentsApi.remove, 'Документ удалён')}>
              Удалить
            </button>
          </>
        )}
        {gone && (
          <button type="button" onClick={() => run(documentsApi.restore, 'Документ восстановлен, ждёт проверки')}>
            Восстановить
          </button>
        )}
        <a href={`${file.url}?download=1`} download>
          Скачать
        </a>
      </div>
      {editing && <ScanEdit file={file} onSave={saveProps} onClose={() => setEditing(false)} />}
    </li>
  );
}
