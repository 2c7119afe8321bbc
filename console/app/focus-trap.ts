export const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a modal: from the last focusable element Tab wraps to the first, and Shift+Tab
 * from the first to the last, so keyboard users never land on the page behind the dialog.
 * Returns true when it moved the focus (the caller prevents the browser's default).
 */
export function trapTab(container: HTMLElement, event: { key: string; shiftKey: boolean }): boolean {
  if (event.key !== 'Tab') return false;
  const items = [...container.querySelectorAll<HTMLElement>(focusable)];
  if (items.length === 0) return false;
  const first = items[0];
  const last = items[items.length - 1];
  const active = container.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}

/**
 * Moves the focus to the next (or previous) focusable element after `from` inside its dialog, as
 * Tab would: a picker that closes on Tab must not drop the focus onto the page behind the form.
 */
export function focusNext(from: HTMLElement, backwards = false): void {
  const scope = from.closest<HTMLElement>('[role="dialog"]') ?? from.ownerDocument.body;
  const items = [...scope.querySelectorAll<HTMLElement>(focusable)].filter((el) => !el.closest('.picker'));
  const index = items.indexOf(from);
  const next = items[(index + (backwards ? -1 : 1) + items.length) % items.length];
  (next ?? from).focus();
}
