import { type RefObject, useEffect } from 'react';
import { trapTab } from './focus-trap.ts';

const fieldControls = ':is(input, select, textarea, button.ref-button):not([disabled])';
// Layers allowed to take the focus from an open form: its questions, the palette, the notices.
const aboveForm = '.palette, [role="alertdialog"], [data-sonner-toaster], .modal';

/** The first editable field of a form that is not inside a folded section. */
export function firstField(root: HTMLElement | null): HTMLElement | null {
  const all = root ? [...root.querySelectorAll<HTMLElement>(`.field-row ${fieldControls}`)] : [];
  return all.find((el) => !el.closest('details:not([open])')) ?? null;
}

/**
 * The section the address names (`#equipment`, spec 01 §2 '/individuals?id={id}#equipment'): its
 * first control, or its heading, once the form shows it open.
 */
function anchoredSection(root: HTMLElement | null): HTMLElement | null {
  const key = window.location.hash.slice(1);
  const section = key && root ? root.querySelector<HTMLElement>(`[data-section="${CSS.escape(key)}"]`) : null;
  if (!section) return null;
  section.scrollIntoView({ block: 'start' });
  return section.querySelector<HTMLElement>(fieldControls) ?? section.querySelector<HTMLElement>('summary');
}

/**
 * A modal form takes the focus and keeps it (issue 9): the first editable field once the record is
 * there, Tab wraps inside, and focus that lands behind the form (a list grabbing it, the palette
 * restoring its opener) is pulled back to where the user was in the form.
 */
export function useDialogFocus(box: RefObject<HTMLElement | null>, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const anchored = anchoredSection(box.current);
    if (anchored) anchored.focus({ preventScroll: true });
    else (firstField(box.current) ?? box.current)?.focus();
  }, [ready, box]);

  useEffect(() => {
    let last: HTMLElement | null = null;
    const onFocusIn = (e: FocusEvent) => {
      const root = box.current;
      const target = e.target as HTMLElement | null;
      if (!root || !target) return;
      if (root.contains(target)) {
        last = target;
        return;
      }
      if (target.closest?.(aboveForm)) return;
      (last?.isConnected ? last : (firstField(root) ?? root)).focus();
    };
    // Keys typed while nothing in the form has the focus (the body): Tab goes into the form.
    const onKeyDown = (e: KeyboardEvent) => {
      const root = box.current;
      if (!root || root.contains(document.activeElement) || document.activeElement?.closest(aboveForm)) return;
      if (trapTab(root, e)) e.preventDefault();
    };
    // Focus dropped to the page (the palette closed over the form, a focused element went away):
    // back into the form once the layer above is gone.
    const regain = () => {
      const root = box.current;
      const active = document.activeElement;
      if (!root || (active && active !== document.body) || document.querySelector('.palette')) return;
      (last?.isConnected ? last : (firstField(root) ?? root)).focus();
    };
    const onFocusOut = (e: FocusEvent) => {
      if (!e.relatedTarget) setTimeout(regain, 0);
    };
    // Chromium fires no focusout when a focused element is removed, so look now and then too.
    const timer = setInterval(regain, 300);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      clearInterval(timer);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [box]);
}
