import { useState } from 'react';
import { officeToday } from '../../../core/format.ts';
import { f } from '../../../core/resources/fields/f.ts';
import { DateInput } from '../../fields/inputs/DateInput.tsx';
import { ActionDialog } from '../../list-actions/ActionDialog.tsx';
import type { ListActionProps } from '../../list-actions/list-action.ts';
import { setCardPaymentDate } from './card-invoice-api.ts';

const dateField = f.date({ label: 'Дата оплаты' });

/** Spec 02 §2 /card_invoices 'set payment date' (groups 4 and 7): an empty date clears it. */
export function CardPaymentDateDialog({ rows: [row], onDone, onClose }: ListActionProps) {
  const [date, setDate] = useState<string | null>(
    typeof row.p_paid_at === 'string' && row.p_paid_at ? row.p_paid_at.slice(0, 10) : officeToday(),
  );
  return (
    <ActionDialog
      title={`Дата оплаты картой, заказ № ${row.id}`}
      submitLabel="Сохранить"
      onSubmit={async () => {
        await setCardPaymentDate(row.id, date);
        onDone();
      }}
      onClose={onClose}
    >
      <div className="field-row">
        <label htmlFor="card-paid-at">Дата оплаты</label>
        <DateInput id="card-paid-at" field={dateField} value={date} onChange={(v) => setDate((v as string) ?? null)} />
      </div>
    </ActionDialog>
  );
}
