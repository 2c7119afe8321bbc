import { useState } from 'react';
import { payOrders, type paymentStageTypes } from '../../../core/actions/defs/payments.actions.ts';
import { officeToday } from '../../../core/format.ts';
import { f } from '../../../core/resources/fields/f.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { DateInput } from '../../fields/inputs/DateInput.tsx';
import { ActionDialog } from '../../list-actions/ActionDialog.tsx';
import type { ListActionProps } from '../../list-actions/list-action.ts';
import { idempotencyKey, reportPayment, required } from '../../list-actions/payment-answer.ts';

const dateField = f.date({ label: 'Дата оплаты' });
// `type` of PUT /api/invoices/make_payments: which stage is paid (orders' p_ and pp_ columns).
const stages = [
  { value: 'p', label: 'Оплата' },
  { value: 'pp', label: 'Предоплата' },
] as const;

/** Spec 02 §2 /invoices 'set payment for selected orders (type and paid date)'. */
export function InvoicePaymentDialog({ rows, onDone, onClose }: ListActionProps) {
  const [type, setType] = useState<(typeof paymentStageTypes)[number]>('p');
  const [date, setDate] = useState<string | null>(officeToday());
  const [key] = useState(idempotencyKey);
  return (
    <ActionDialog
      title={`Проставить оплату: заказов ${rows.length}`}
      submitLabel="Проставить оплату"
      confirm={texts.confirm}
      onSubmit={async () => {
        const body = { order_ids: rows.map((r) => r.id), type, paid_at: required(date, dateField.label) };
        const answer = await api.call(payOrders, { body }, { idempotencyKey: key });
        reportPayment(answer, rows, (r) => `заказ № ${r.id}`);
        onDone();
      }}
      onClose={onClose}
    >
      <div className="field-row">
        <label htmlFor="invoice-payment-type">Что оплачено</label>
        <select
          id="invoice-payment-type"
          value={type}
          onChange={(e) => setType(e.target.value as (typeof paymentStageTypes)[number])}
        >
          {stages.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field-row">
        <label htmlFor="invoice-paid-at">Дата оплаты</label>
        <DateInput
          id="invoice-paid-at"
          field={dateField}
          value={date}
          onChange={(v) => setDate((v as string) ?? null)}
        />
      </div>
    </ActionDialog>
  );
}
