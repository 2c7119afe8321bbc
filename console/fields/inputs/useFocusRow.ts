import { useEffect, useRef } from 'react';
import type { NestedRow } from '../../form/form-values.ts';
import { fieldControl } from '../field-controls.ts';

/** The `focus` of the address (`contractor_contacts:34`) when it names a row of this table. */
function askedRow(name: string): number | null {
  const focus = new URLSearchParams(typeof location === 'undefined' ? '' : location.search).get('focus');
  const [field, id] = focus?.split(':') ?? [];
  return field === name && /^\d+$/.test(id ?? '') ? Number(id) : null;
}

/**
 * A row the address asks for (issue 22 item 10: a contact found by phone was hidden among the
 * first three of its contractor): its index, so the table shows it, and once it is on screen the
 * focus goes to its first field, once.
 */
export function useFocusRow(name: string, tableId: string, rows: readonly NestedRow[]): number {
  const asked = useRef(askedRow(name));
  const index = asked.current === null ? -1 : rows.findIndex((r) => r.id === asked.current);
  useEffect(() => {
    if (index < 0) return;
    asked.current = null;
    const row = document.getElementById(tableId)?.querySelectorAll('tbody tr:not(.row-note)')[index];
    row?.classList.add('focused-row');
    // After the form's own first-field focus, which runs when the record arrives.
    setTimeout(() => row?.querySelector<HTMLElement>(fieldControl)?.focus(), 50);
  }, [index, tableId]);
  return index;
}
