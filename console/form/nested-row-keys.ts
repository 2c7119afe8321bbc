import { focusable } from '../app/focus-trap.ts';
import { fieldControl } from '../fields/field-controls.ts';

const firstControl = (row: Element | null | undefined) => row?.querySelector<HTMLElement>(fieldControl);

/**
 * Ctrl+Delete (form.removeRow, issue 22 item 6 'removing a line takes 11 Tab + Enter'): removes the
 * row of a form's table that holds the focus, as its ✕ does, and keeps the focus in the table (the
 * next row, else the one before, else the table's «+ Строка»). False when the focus is in no row.
 */
export function removeFocusedRow(): boolean {
  const row = document.activeElement?.closest('.nested tbody tr:not(.row-note)');
  const remove = row?.querySelector<HTMLButtonElement>('td:last-child button.icon');
  if (!row || !remove) return false;
  const table = row.closest('.nested');
  const rows = [...(table?.querySelectorAll('tbody tr:not(.row-note)') ?? [])];
  const at = rows.indexOf(row);
  remove.click();
  setTimeout(() => {
    const now = [...(table?.querySelectorAll('tbody tr:not(.row-note)') ?? [])];
    // A saved row stays, struck through (↺ brings it back); a new one is gone.
    const next = now.includes(row) ? now[at + 1] : now[at];
    (firstControl(next) ?? firstControl(now[at - 1]) ?? table?.querySelector<HTMLElement>(focusable))?.focus();
  }, 0);
  return true;
}

/** Adds a row to the table `id` as its «+ Строка» does (which focuses the new row's first cell). */
export function addRowTo(id: string): boolean {
  const add = [
    ...(document.getElementById(id)?.querySelectorAll<HTMLButtonElement>(':scope > button.small') ?? []),
  ].find((b) => b.textContent?.includes('+ Строка'));
  add?.click();
  return Boolean(add);
}
