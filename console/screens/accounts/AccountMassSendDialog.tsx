import { massSendAccountPdf } from '../../../core/actions/defs/account-sending.actions.ts';
import { useState } from 'react';
import { toast } from 'sonner';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { ActionDialog } from '../../list-actions/ActionDialog.tsx';
import type { ListActionProps } from '../../list-actions/list-action.ts';
import { useJobProgress } from '../../realtime/job-progress-store.ts';
import { orderIdsOf } from './account-send-api.ts';

/**
 * Spec 02 §2 /accounts 'mass send PDF': the selected accounts (one contractor, the selection rule),
 * with their acts if asked; 'Вы уверены?', then a background job whose progress the dock follows
 * and whose end comes as a notice.
 */
export function AccountMassSendDialog({ rows, onDone, onClose }: ListActionProps) {
  const [withActs, setWithActs] = useState(false);
  const [dontSend, setDontSend] = useState(false);
  return (
    <ActionDialog
      title={`Массовая отправка PDF: счетов ${rows.length}`}
      submitLabel="Отправить"
      confirm={texts.confirm}
      onSubmit={async () => {
        const ids = rows.map((r) => r.id);
        const body = {
          account_ids: ids,
          act_account_ids: withActs ? ids : [],
          order_ids: orderIdsOf(rows),
          dont_send_to_client: dontSend,
        };
        const answer = await api.call(massSendAccountPdf, { body });
        useJobProgress.getState().follow(answer.job_id, `Массовая отправка PDF: счетов ${rows.length}`);
        toast.info('Отправка запущена', { duration: 3000 });
        onDone();
      }}
      onClose={onClose}
    >
      <label className="check">
        <input type="checkbox" checked={withActs} onChange={(e) => setWithActs(e.target.checked)} /> Вместе с актами
      </label>
      <label className="check">
        <input type="checkbox" checked={dontSend} onChange={(e) => setDontSend(e.target.checked)} /> Не отправлять
        клиенту
      </label>
    </ActionDialog>
  );
}
