import { toast } from 'sonner';

/** Issue 22 Deliver: 'where it can be reversed, offers «Отменить» for 10 s'. */
export const UNDO_MS = 10_000;

/** A success notice; with `undo`, it carries «Отменить» for ten seconds. */
export function doneNotice(text: string, undo?: () => void): void {
  if (!undo) {
    toast.success(text, { duration: 4000 });
    return;
  }
  toast.success(text, { duration: UNDO_MS, action: { label: 'Отменить', onClick: undo } });
}
