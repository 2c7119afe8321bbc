import type { InputProps } from '../../fields/input-props.ts';
import { NestedInput } from '../../fields/inputs/NestedInput.tsx';
import type { InputComponent } from '../../fields/scalar-inputs.ts';
import { DiscountInput } from './DiscountInput.tsx';
import { ManagerInput } from './ManagerInput.tsx';
import { StreetInput } from './StreetInput.tsx';
import { WorkerCell } from './WorkerCell.tsx';

const workerCells = { individual_id: WorkerCell };

function WorkerRows(p: InputProps) {
  return <NestedInput {...p} cellInputs={workerCells} />;
}

/**
 * The card's inputs that differ from the field kind's: street search, managers by the group rule,
 * signed discounts, the worker picker in the worker rows.
 */
export const orderCardInputs: Record<string, InputComponent> = {
  street_id: StreetInput,
  user_id: ManagerInput,
  user2_id: ManagerInput,
  user3_id: ManagerInput,
  discount: DiscountInput,
  discount_form1: DiscountInput,
  order_individuals: WorkerRows,
};
