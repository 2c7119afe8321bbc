import { afterEach, describe, expect, it } from 'vitest';
import { openLayer } from './layer-stack.ts';

// Issue 22 item 4: 'focus that lands behind the top modal layer comes back into it; closing a layer
// gives the focus back to the element that opened it'. React focuses an autoFocus field while it
// commits, before the dialog's own layer opens in an effect: that focus is the dialog's, not stray.
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  document.body.innerHTML = '';
});

function modalBox(id: string): HTMLElement {
  const box = document.createElement('form');
  box.id = id;
  box.setAttribute('aria-modal', 'true');
  box.innerHTML = `<input id="${id}-field">`;
  document.body.append(box);
  return box;
}

const nextTask = () => new Promise((r) => setTimeout(r, 0));

describe('the layer stack', () => {
  it('leaves the focus in a dialog that focused its field before its layer opened, and gives it back on close', async () => {
    const card = modalBox('card');
    const cardField = card.querySelector('input') as HTMLInputElement;
    closers.push(openLayer({ element: () => card, onEscape: () => {}, modal: true }));
    cardField.focus();
    // The copy dialog shows, its field takes the focus at once (autoFocus), its layer opens after.
    const dialog = modalBox('copy');
    const dialogField = dialog.querySelector('input') as HTMLInputElement;
    dialogField.focus();
    expect(document.activeElement).toBe(dialogField);
    const close = openLayer({ element: () => dialog, onEscape: () => {}, modal: true });
    await nextTask();
    expect(document.activeElement).toBe(dialogField);
    // Closed: the focus goes back where the dialog was opened from, the card's field.
    close();
    dialog.remove();
    await nextTask();
    expect(document.activeElement).toBe(cardField);
  });

  it('still pulls focus that lands on the page behind a modal layer back into it', async () => {
    const card = modalBox('card');
    const cardField = card.querySelector('input') as HTMLInputElement;
    closers.push(openLayer({ element: () => card, onEscape: () => {}, modal: true }));
    cardField.focus();
    const behind = document.createElement('input');
    document.body.append(behind);
    behind.focus();
    expect(document.activeElement).toBe(cardField);
  });
});
