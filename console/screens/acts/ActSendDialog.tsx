import { useState } from 'react';
import { toast } from 'sonner';
import { sendActPdf } from '../../../core/actions/defs/acts.actions.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { ActionDialog } from '../../list-actions/ActionDialog.tsx';
import type { ListActionProps } from '../../list-actions/list-action.ts';
import { idempotencyKey } from '../../list-actions/payment-answer.ts';

/**
 * «Отправить акт» (issue 24 item 3, spec 02 §2 '/acts: … send PDF'): the act named by its number, to
 * its client's document contact or only to us; «Просмотреть» opens the PDF first; 'Отправить акт?'
 * before it goes. One key per opened dialog, so a retried click sends one letter.
 */
export function ActSendDialog({ rows: [row], onDone, onClose }: ListActionProps) {
  const [dontSend, setDontSend] = useState(false);
  const [key] = useState(idempotencyKey);
  return (
    <ActionDialog
      title={`Отправить акт № ${row.number ?? row.id}`}
      submitLabel="Отправить"
      confirm={texts.actSendConfirm}
      onSubmit={async () => {
        const answer = await api.call(
          sendActPdf,
          { params: { id: row.id }, body: { dont_send_to_client: dontSend } },
          { idempotencyKey: key },
        );
        toast.success(`${answer.message}: ${answer.delivery.to_address}`, { duration: 4000 });
        onDone();
      }}
      onClose={onClose}
    >
      <p>
        <a href={`/api/acts/${row.id}/pdf`} target="_blank" rel="noopener">
          Просмотреть
        </a>
      </p>
      <label className="check">
        <input type="checkbox" checked={dontSend} onChange={(e) => setDontSend(e.target.checked)} /> Не отправлять
        клиенту (копия себе)
      </label>
    </ActionDialog>
  );
}
