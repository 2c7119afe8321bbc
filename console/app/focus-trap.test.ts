import { beforeEach, describe, expect, it } from 'vitest';
import { trapTab } from './focus-trap.ts';

describe('modal focus trap (every main flow works without a mouse)', () => {
  let box: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML =
      '<button id="outside">x</button><div id="box"><input id="a"><button id="b">b</button><button id="c" disabled>c</button></div>';
    box = document.getElementById('box')!;
  });

  it('wraps Tab from the last element to the first', () => {
    document.getElementById('b')!.focus();
    expect(trapTab(box, { key: 'Tab', shiftKey: false })).toBe(true);
    expect(document.activeElement?.id).toBe('a');
  });

  it('wraps Shift+Tab from the first element to the last enabled one', () => {
    document.getElementById('a')!.focus();
    expect(trapTab(box, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(document.activeElement?.id).toBe('b');
  });

  it('leaves Tab in the middle and other keys alone', () => {
    document.getElementById('a')!.focus();
    expect(trapTab(box, { key: 'Tab', shiftKey: false })).toBe(false);
    expect(trapTab(box, { key: 'Enter', shiftKey: false })).toBe(false);
  });

  it('pulls focus back in when it is outside the dialog', () => {
    document.getElementById('outside')!.focus();
    expect(trapTab(box, { key: 'Tab', shiftKey: false })).toBe(true);
    expect(document.activeElement?.id).toBe('a');
  });
});
