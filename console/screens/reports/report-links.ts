import { encodeFilter, type Filter } from '../../../core/filter.ts';
import { resourcePath } from '../../app/route-table.ts';

/**
 * Where a report row leads. Cards open as the lists open them (`/contractors?id=N`): the console
 * has no `/contractors/{id}` route, the list shows the record's form over itself.
 */
export const contractorHref = (id: number) => `${resourcePath('contractors')}?id=${id}`;
export const individualHref = (id: number) => `${resourcePath('individuals')}?id=${id}`;

/** The ledger list narrowed to one day and, for an operation row, to that operation. */
export function transactionsHref(day: string, operationId?: number): string {
  const filter: Filter = { payment_date: [day] };
  if (operationId !== undefined) filter.operation_id = [String(operationId)];
  return `${resourcePath('transactions')}?${new URLSearchParams({ filter: encodeFilter(filter) })}`;
}
