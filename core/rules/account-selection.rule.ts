import { texts } from '../texts.ts';

export interface SelectableAccount {
  id: number;
  contractor_id: number;
  date: string | null;
  number: string | null;
}

/**
 * Spec 02 §5: 'Selecting an account for sending needs a date and a number and the same contractor
 * as the other selected accounts'; §8 gives the two messages. The console asks before it adds a row
 * to the selection, the server asks again for the whole set it is sent (mass_send_pdf), so a
 * script cannot send accounts the console would have refused.
 */
export function accountSelectionError(
  candidate: SelectableAccount,
  selected: readonly SelectableAccount[],
): string | null {
  if (!candidate.date || !candidate.number?.trim()) return texts.accountNoDateOrNumber;
  const other = selected.find((a) => a.id !== candidate.id);
  if (other && other.contractor_id !== candidate.contractor_id) return texts.accountContractorMismatch;
  return null;
}

/** Every refusal of a whole selection, in its order, each with the account it concerns. */
export function selectionErrors(accounts: readonly SelectableAccount[]): { id: number; message: string }[] {
  const errors: { id: number; message: string }[] = [];
  accounts.forEach((account, i) => {
    const message = accountSelectionError(account, accounts.slice(0, i));
    if (message) errors.push({ id: account.id, message });
  });
  return errors;
}
