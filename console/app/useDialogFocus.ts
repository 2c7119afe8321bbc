import { type RefObject, useEffect } from 'react';
import { fieldControl } from '../fields/field-controls.ts';
import { trapTab } from './focus-trap.ts';
import { inAnyLayer } from './layer-stack.ts';
import { useLayer } from './useLayer.ts';

/** The first editable field of a form that is not inside a folded section. */
export function firstField(root: HTMLElement | null): HTMLElement | null {
  const all = root ? [...root.querySelectorAll<HTMLElement>(`.field-row :is(${fieldControl})`)] : [];
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
  return section.querySelector<HTMLElement>(fieldControl) ?? section.querySelector<HTMLElement>('summary');
}

/**
 * A modal form is a modal layer (console/app/layer-stack.ts, issue 22 item 4): Esc asks `onEscape`,
 * focus that lands behind it comes back to where the user was in it, and closing it gives the focus
 * back to its opener. The first editable field takes the focus once the record is there, and Tab
 * pressed while the focus is nowhere (the body) goes into the form.
 */
export function useDialogFocus(box: RefObject<HTMLElement | null>, ready: boolean, onEscape: () => void): void {
  useLayer(true, onEscape, { box, modal: true });
  useEffect(() => {
    if (!ready) return;
    const anchored = anchoredSection(box.current);
    if (anchored) anchored.focus({ preventScroll: true });
    else (firstField(box.current) ?? box.current)?.focus();
  }, [ready, box]);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const root = box.current;
      if (!root || root.contains(document.activeElement) || inAnyLayer(document.activeElement)) return;
      if (trapTab(root, e)) e.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [box]);
}
