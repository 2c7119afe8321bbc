import type { ComponentType } from 'react';
import type { ResourceName } from '../../core/resources/index.ts';
import type { ListCellProps } from '../list/ListCell.tsx';
import { CardConfirmedCell, CardPaidAtCell } from '../screens/card-invoices/CardInvoiceCells.tsx';

/** List cells drawn as controls of a list action instead of text, by resource and column. */
export const listActionCells: Partial<Record<ResourceName, Readonly<Record<string, ComponentType<ListCellProps>>>>> = {
  card_invoices: { p_paid_at: CardPaidAtCell, p_confirmed: CardConfirmedCell },
};
