import { accountPdf, actPdf } from '../../../core/actions/defs/account-sending.actions.ts';
import { actionUrl } from '../../../core/actions/define-action.ts';
import { lazy, Suspense, useState } from 'react';
import { useCommand } from '../../commands/useCommand.ts';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import './pdf-preview.css';

// The frame and its viewer load on first use only (DESIGN.md §6: 'PDF preview load lazily').
const PdfPreview = lazy(() => import('./PdfPreview.tsx').then((m) => ({ default: m.PdfPreview })));

/**
 * «Просмотр PDF» on the account and act cards (issue 12 item 4 'A preview in the console before
 * sending'): the document the server renders for /api/{accounts|acts}/{id}/pdf, which is the very
 * file the send calls attach. Alt+P or the palette toggles it, as the button does.
 */
export function PdfPreviewPanel({ def, id }: FormPanelProps) {
  const [open, setOpen] = useState(false);
  const toggle = () => setOpen((o) => !o);
  useCommand('form.pdfPreview', toggle);
  const url = actionUrl(def.name === 'acts' ? actPdf : accountPdf, { id });
  return (
    <fieldset className="form-panel">
      <legend>Документ</legend>
      <div className="field-row">
        <button type="button" className="small" onClick={toggle} aria-expanded={open} title="Alt+P">
          {open ? 'Скрыть PDF' : 'Просмотр PDF'}
        </button>
        <a href={url} target="_blank" rel="noopener">
          Открыть в новой вкладке
        </a>
      </div>
      {open && (
        <Suspense fallback={<p className="muted">Загрузка…</p>}>
          <PdfPreview url={url} title={`${def.titleSingular} №${id}: PDF`} />
        </Suspense>
      )}
    </fieldset>
  );
}
