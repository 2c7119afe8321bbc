import { useState } from 'react';
import { toast } from 'sonner';
import { contractorFile, uploadContractorFile } from '../../../core/actions/defs/contractors.actions.ts';
import { actionUrl } from '../../../core/actions/define-action.ts';
import { api } from '../../app/api.ts';
import { FilePicker } from '../../fields/inputs/FilePicker.tsx';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import { CONTRACTOR_UPLOAD_LIMIT, EMPTY_FILE, runQueued } from './upload-queue.ts';

const doctypes = [
  { doctype: 'requisite', field: 'requisites_file', label: 'Реквизиты' } as const,
  { doctype: 'contract', field: 'contract_file', label: 'Договор' } as const,
] as const;

/** Spec 01 §7 POST/GET /api/contractors/{id}/file?doctype=: pick files, upload at most 2 at a time. */
export function ContractorFiles({ id, values, readOnly, accept }: FormPanelProps) {
  const [chosen, setChosen] = useState<Partial<Record<string, File>>>({});
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    const picked = doctypes.filter((d) => chosen[d.doctype]);
    const empty = picked.filter((d) => chosen[d.doctype]?.size === 0);
    for (const d of empty) toast.error(`${d.label}: ${EMPTY_FILE}`);
    const ready = picked.filter((d) => !empty.includes(d));
    if (!ready.length) return;
    setBusy(true);
    const results = await runQueued(
      ready.map((d) => () => {
        const body = new FormData();
        body.append('file', chosen[d.doctype] as File);
        return api.upload(uploadContractorFile, body, { params: { id }, query: { doctype: d.doctype } });
      }),
      CONTRACTOR_UPLOAD_LIMIT,
    );
    setBusy(false);
    results.forEach((r, i) => {
      const d = ready[i];
      if (r.status === 'fulfilled') {
        accept(r.value, [d.field]);
        toast.success(`${d.label}: файл загружен`, { duration: 3000 });
      } else toast.error(`${d.label}: ${(r.reason as Error).message}`);
    });
    setChosen({});
  };
  return (
    <fieldset className="form-panel">
      <legend>Файлы реквизитов и договора</legend>
      {doctypes.map((d) => (
        <div key={d.doctype} className="field-row">
          <label htmlFor={`file-${d.doctype}`}>{d.label}</label>
          <span>
            {values[d.field] ? (
              <a href={`${actionUrl(contractorFile, { id })}?doctype=${d.doctype}`} download>
                {String(values[d.field])}
              </a>
            ) : (
              'не загружен'
            )}
          </span>
          {!readOnly && (
            <FilePicker
              id={`file-${d.doctype}`}
              accept="application/pdf,image/jpeg,image/png,image/webp"
              label={d.label}
              chosen={chosen[d.doctype]?.name ?? ''}
              onFiles={([file]) => setChosen((c) => ({ ...c, [d.doctype]: file }))}
            />
          )}
        </div>
      ))}
      {!readOnly && (
        <button
          type="button"
          className="small"
          disabled={busy || !Object.values(chosen).some(Boolean)}
          onClick={upload}
        >
          {busy ? 'Загрузка…' : 'Загрузить файлы'}
        </button>
      )}
    </fieldset>
  );
}
