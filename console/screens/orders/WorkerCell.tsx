import type { CellInput } from '../../fields/inputs/NestedInput.tsx';
import { PickerButton } from '../../fields/inputs/PickerButton.tsx';
import { usePickerButton, useRefName } from '../../fields/inputs/RefInput.tsx';
import { useOrderCard } from './order-card-context.ts';
import { focusNextEmptyWorker } from './order-card-focus.ts';
import { WorkerPicker } from './WorkerPicker.tsx';

/**
 * The worker of one order row: a button that opens the worker picker on a typed letter, ↓ or a
 * click; Delete clears it. Picking also fills the row's worker rates when they are still empty.
 */
export const WorkerCell: CellInput = (p) => {
  const card = useOrderCard();
  const picker = usePickerButton(p.id);
  const name = useRefName('individuals', p.value);
  const id = typeof p.value === 'number' ? p.value : null;
  const busyIn = id === null ? undefined : card.busy.get(id);
  return (
    <span className="ref-input worker-cell">
      <PickerButton p={p} picker={picker} name={name}>
        <WorkerPicker
          seed={picker.seed}
          workTypeId={typeof p.row.work_type_id === 'number' ? p.row.work_type_id : null}
          instrumentTypeId={typeof p.row.instrument_type_id === 'number' ? p.row.instrument_type_id : null}
          onClose={picker.close}
          onPick={(row, rate) => {
            card.rememberFixPay(row.id, row.fix_pay);
            const next = { ...p.row, individual_id: row.id };
            if (rate && p.row.rate_individual1 == null && p.row.rate_individual2 == null)
              Object.assign(next, { rate_individual1: rate.rate1, rate_individual2: rate.rate2 });
            p.onRow(next);
            picker.close();
            focusNextEmptyWorker(p.id);
          }}
        />
      </PickerButton>
      {busyIn && <span className="worker-warning">занят: {busyIn.map((o) => `№ ${o}`).join(', ')}</span>}
    </span>
  );
};
