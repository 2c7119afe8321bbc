import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import { DeliveriesPanel } from '../finance-documents/DeliveriesPanel.tsx';
import { ActSendDialog } from './ActSendDialog.tsx';

/**
 * The act card's «Отправить акт» (issue 24 item 3; the palette offers the same on the list) and the
 * act's letters: sent on their own or with an account.
 */
export function ActSendPanel({ def, id, values }: FormPanelProps) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(0);
  return (
    <>
      <fieldset className="form-panel">
        <legend>Отправка</legend>
        <div className="field-row">
          <button type="button" className="small" onClick={() => setSending(true)}>
            Отправить акт
          </button>
          <span className="muted">клиенту на e-mail контакта для документов</span>
        </div>
      </fieldset>
      <DeliveriesPanel
        key={sent}
        id={id}
        path={`/api/acts/${id}/deliveries`}
        empty="PDF этого акта ещё не отправляли."
        carried={(d) => (d.account_number ? ` · со счётом № ${d.account_number}` : '')}
      />
      {/* Outside the card's <form> in the page: a form inside a form would submit the card. */}
      {sending &&
        createPortal(
          <ActSendDialog
            def={def}
            rows={[{ id, number: values.number ?? null }]}
            onDone={() => {
              setSending(false);
              setSent((n) => n + 1);
            }}
            onClose={() => setSending(false)}
          />,
          document.body,
        )}
    </>
  );
}
