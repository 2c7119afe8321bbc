import { useState } from 'react';
import { payAccounts } from '../../../core/actions/defs/payments.actions.ts';
import { officeToday } from '../../../core/format.ts';
import { f } from '../../../core/resources/fields/f.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { DateInput } from '../../fields/inputs/DateInput.tsx';
import { ActionDialog } from '../../list-actions/ActionDialog.tsx';
import type { ListActionProps } from '../../list-actions/list-action.ts';
import { idempotencyKey, reportPayment, required } from '../../list-actions/payment-answer.ts';

const dateField = f.date({ label: 'Дата оплаты' });

/** Spec 02 §2 /accounts 'mark payments for several accounts': a date (today by default), 'Вы уверены?', then the call. */
export function AccountPaymentDialog({ rows, onDone, onClose }: ListActionProps) {
  const [date, setDate] = useState<string | null>(officeToday());
  const [key] = useState(idempotencyKey);
  return (
    <ActionDialog
      title={`Проставить оплату: счетов ${rows.length}`}
      submitLabel="Проставить оплату"
      confirm={texts.confirm}
      onSubmit={async () => {
        const body = { account_ids: rows.map((r) => r.id), payment_date: required(date, dateField.label) };
        const answer = await api.call(payAccounts, { body }, { idempotencyKey: key });
        reportPayment(answer, rows, (r) => `№ ${r.number ?? r.id}`);
        onDone();
      }}
      onClose={onClose}
    >
      <div className="field-row">
        <label htmlFor="account-payment-date">Дата оплаты</label>
        <DateInput
          id="account-payment-date"
          field={dateField}
          value={date}
          onChange={(v) => setDate((v as string) ?? null)}
        />
      </div>
    </ActionDialog>
  );
}
