import { sendAccountPdf } from '../../../core/actions/defs/account-sending.actions.ts';
import { useState } from 'react';
import { toast } from 'sonner';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { ActionDialog } from '../../list-actions/ActionDialog.tsx';
import type { ListActionProps } from '../../list-actions/list-action.ts';
import { accountPdfUrl, answerText, orderIdsOf, useAccountActs } from './account-send-api.ts';

/**
 * Spec 02 §2 /accounts 'send PDF for one account': the account and/or its act, to the client or
 * only to us; «Просмотреть» opens the PDF first; 'Отправить счет?' before it goes.
 */
export function AccountSendDialog({ rows: [row], onDone, onClose }: ListActionProps) {
  const [sendAccount, setSendAccount] = useState(true);
  const [sendAct, setSendAct] = useState(false);
  const [actId, setActId] = useState('');
  const [dontSend, setDontSend] = useState(false);
  const acts = useAccountActs(row);
  return (
    <ActionDialog
      title={`Отправить PDF: счёт № ${row.number ?? row.id}`}
      submitLabel="Отправить"
      confirm={texts.sendAccountConfirm}
      onSubmit={async () => {
        const body = {
          order_ids: orderIdsOf([row]).join(','),
          dont_send_to_client: dontSend,
          send_account: sendAccount,
          send_act: sendAct,
          act_id: sendAct && actId ? Number(actId) : null,
        };
        const answer = await api.call(sendAccountPdf, { params: { id: row.id }, body });
        toast.success(answerText(answer, 'Счёт отправлен'), { duration: 4000 });
        onDone();
      }}
      onClose={onClose}
    >
      <p>
        <a href={accountPdfUrl(row.id)} target="_blank" rel="noopener">
          Просмотреть
        </a>
      </p>
      <label className="check">
        <input type="checkbox" checked={sendAccount} onChange={(e) => setSendAccount(e.target.checked)} /> Отправить
        счёт
      </label>
      <label className="check">
        <input type="checkbox" checked={sendAct} onChange={(e) => setSendAct(e.target.checked)} /> Отправить акт
      </label>
      {sendAct && (
        <div className="field-row">
          <label htmlFor="send-act-id">Акт</label>
          {/* The account's acts by their numbers (issue 24 item 3: the internal id typed here did not match the number). */}
          <select id="send-act-id" value={actId} onChange={(e) => setActId(e.target.value)}>
            <option value="">{acts.length ? 'по заказам счёта или последний' : 'счёт не прикреплён к акту'}</option>
            {acts.map((a) => (
              <option key={a.id} value={a.id}>
                № {a.number ?? a.id}
              </option>
            ))}
          </select>
        </div>
      )}
      <label className="check">
        <input type="checkbox" checked={dontSend} onChange={(e) => setDontSend(e.target.checked)} /> Не отправлять
        клиенту
      </label>
    </ActionDialog>
  );
}
