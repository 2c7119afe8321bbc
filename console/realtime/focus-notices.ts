/**
 * Alt+M (notices.focus, issue 22 item 8): the newest notice's first button («Открыть», «Отменить»,
 * else its ✕), so a notice is answered from the keyboard; Tab goes on through the notices.
 */
export function focusNotices(): void {
  const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
  const newest = toasts.find((t) => t.getAttribute('data-index') === '0') ?? toasts[0];
  const target =
    newest?.querySelector<HTMLElement>('[data-button]') ?? newest?.querySelector<HTMLElement>('button') ?? newest;
  target?.focus();
}
