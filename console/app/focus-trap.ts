const focusable =
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
