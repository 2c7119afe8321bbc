import { type Dispatch, type RefObject, type SetStateAction, useCallback } from 'react';
import { firstField } from '../../app/useDialogFocus.ts';
import { pickerFace } from '../../fields/field-controls.ts';
import type { ShownSection } from '../../form/form-sections.ts';

/**
 * After the card moved on (next status, close): the first worker still to be chosen, so the flow
 * goes on with the keyboard (issue 10 item 8), else the first field of the form now shown.
 */
export function focusAfterMove(form: HTMLFormElement | null) {
  if (form) (emptyWorkers(form)[0] ?? firstField(form) ?? form).focus();
}

const emptyWorkers = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>(`.worker-cell ${pickerFace}`)].filter((b) => b.textContent === '—');

/** After a worker is picked: on to the next row still without one, so a crew is staffed key by key. */
export function focusNextEmptyWorker(pickedId: string) {
  setTimeout(() => {
    const picked = document.getElementById(pickedId);
    const table = picked?.closest('.nested');
    if (!picked || !table) return;
    const next = emptyWorkers(table).find((b) => picked.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    next?.focus();
  }, 0);
}

/** Alt+digit opens the form's section of that number and puts the focus on its first field. */
export function useSectionKeys(
  form: RefObject<HTMLFormElement | null>,
  sections: ShownSection[],
  setOpen: Dispatch<SetStateAction<Set<string>>>,
) {
  return useCallback(
    (event?: KeyboardEvent) => {
      const index = event ? Number(/^Digit(\d)$/.exec(event.code)?.[1] ?? event.key) - 1 : 0;
      const section = sections[index];
      if (!section) return;
      setOpen((prev) => new Set([...prev, section.key]));
      setTimeout(() => {
        const box = form.current?.querySelector<HTMLElement>(`[data-section="${section.key}"]`) ?? null;
        (firstField(box) ?? box?.querySelector<HTMLElement>('summary'))?.focus();
      }, 0);
    },
    [form, sections, setOpen],
  );
}

/**
 * Issue 22 item 7 'The card's panels have no keys': the panel's own field (a reply, a comment), else
 * its first button, takes the focus. False while the panel is not on screen (its chunk still loading).
 */
export function focusPanel(form: HTMLFormElement | null, key: string): boolean {
  const panel = form?.querySelector<HTMLElement>(`[data-panel="${key}"]`);
  const target =
    panel?.querySelector<HTMLElement>('textarea:not([disabled]), input:not([disabled]):not([type="hidden"])') ??
    panel?.querySelector<HTMLElement>('button:not([disabled])');
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: 'nearest' });
  return true;
}

/** Tries again while a panel's lazy chunk or data arrives (at most about two seconds). */
export function focusPanelSoon(form: HTMLFormElement | null, key: string, tries = 20): void {
  if (focusPanel(form, key) || tries <= 0) return;
  setTimeout(() => focusPanelSoon(form, key, tries - 1), 100);
}

/** The panel the address asks for (`focus=panel:chat`: «Открыть» on a chat notice), once. */
export function panelAskedInAddress(): string | null {
  const focus = new URLSearchParams(location.search).get('focus');
  return focus?.startsWith('panel:') ? focus.slice('panel:'.length) : null;
}
