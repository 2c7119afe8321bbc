import type { FormPanelProps } from '../../form/form-extensions.ts';
import { DeliveriesPanel } from '../finance-documents/DeliveriesPanel.tsx';

/** «Отправки PDF» in the account card: every letter that carried this account's PDF. */
export function AccountDeliveriesPanel({ id }: FormPanelProps) {
  return (
    <DeliveriesPanel
      id={id}
      path={`/api/accounts/${id}/deliveries`}
      empty="PDF этого счёта ещё не отправляли."
      carried={(d) => (d.act_number ? ` · с актом № ${d.act_number}` : '')}
    />
  );
}
