// biome-ignore-all lint/a11y/useSemanticElements: cells of the virtualized ARIA grid (ListTable.tsx).
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus; the palette reaches these actions by keyboard.
import { formatCell } from '../../fields/field-cells.ts';
import type { ListCellProps } from '../../list/ListCell.tsx';
import { useListActionsApi } from '../../list-actions/useListActions.ts';

/**
 * Spec 02 §2 /card_invoices 'set payment date; confirm payment with a checkbox', right in the row for
 * the groups allowed (4 and 7 the date, 6 the confirmation); others see the values only. From the
 * keyboard the same actions are in the palette for the cursor row.
 */
export function CardPaidAtCell({ def, column, row }: ListCellProps) {
  const { available, start } = useListActionsApi();
  const text = formatCell(row[column], def.fields[column]);
  const canEdit = available.some((a) => a.id === 'card_invoices.paymentDate');
  return (
    <div role="gridcell" className="cell kind-date" title={text}>
      {text}
      {canEdit && (
        <button
          type="button"
          className="icon"
          tabIndex={-1}
          aria-label={`Дата оплаты № ${row.id}`}
          onClick={() => start('card_invoices.paymentDate', [row])}
        >
          ✎
        </button>
      )}
    </div>
  );
}

export function CardConfirmedCell({ row }: ListCellProps) {
  const { available, start } = useListActionsApi();
  const canConfirm = available.some((a) => a.id === 'card_invoices.confirm');
  return (
    <div role="gridcell" className="cell kind-bool">
      <input
        type="checkbox"
        tabIndex={-1}
        aria-label={`Оплата подтверждена № ${row.id}`}
        checked={row.p_confirmed === true}
        disabled={!canConfirm}
        onChange={() => start('card_invoices.confirm', [row])}
      />
    </div>
  );
}
