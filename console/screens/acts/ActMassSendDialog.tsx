import { useState } from 'react';
import { toast } from 'sonner';
import { massSendActPdf } from '../../../core/actions/defs/acts.actions.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { ActionDialog } from '../../list-actions/ActionDialog.tsx';
import type { ListActionProps } from '../../list-actions/list-action.ts';
import { idempotencyKey } from '../../list-actions/payment-answer.ts';
import { useJobProgress } from '../../realtime/job-progress-store.ts';

/** The selected acts, each to its client, in one background job: the dock follows it, a notice ends it. */
export function ActMassSendDialog({ rows, onDone, onClose }: ListActionProps) {
  const [dontSend, setDontSend] = useState(false);
  const [key] = useState(idempotencyKey);
  const numbers = rows.map((r) => `№ ${r.number ?? r.id}`).join(', ');
  return (
    <ActionDialog
      title={`Отправить акты: ${rows.length}`}
      submitLabel="Отправить"
      confirm={texts.confirm}
      onSubmit={async () => {
        const body = { act_ids: rows.map((r) => r.id), dont_send_to_client: dontSend };
        const answer = await api.call(massSendActPdf, { body }, { idempotencyKey: key });
        useJobProgress.getState().follow(answer.job_id, `Отправка актов: ${rows.length}`);
        toast.info('Отправка запущена', { duration: 3000 });
        onDone();
      }}
      onClose={onClose}
    >
      <p>Акты {numbers}</p>
      <label className="check">
        <input type="checkbox" checked={dontSend} onChange={(e) => setDontSend(e.target.checked)} /> Не отправлять
        клиентам (копии себе)
      </label>
    </ActionDialog>
  );
}
