import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheatSheet } from '../screens/CheatSheet.tsx';
import { registerCommand } from './command-bus.ts';
import { CommandHotkeys } from './CommandHotkeys.tsx';
import { isHelpKey, keyOfTypedChar } from './typed-keys.ts';

// Issue 9, item 10: "`?` opens the cheat sheet whatever the layout … work out from KeyboardEvent.code
// which physical keys are meant … in the one hotkey layer".
afterEach(cleanup);

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  act(() => {
    document.body.dispatchEvent(event);
  });
  return event;
};

describe('typed characters on another layout', () => {
  it('maps ЙЦУКЕН’s Shift+7 «?» and Shift+\\ «/» to the commands’ keys', () => {
    expect(
      keyOfTypedChar({ key: '?', code: 'Digit7', shiftKey: true, ctrlKey: false, metaKey: false, altKey: false }),
    ).toBe('shift+slash');
    expect(
      keyOfTypedChar({ key: '/', code: 'Backslash', shiftKey: true, ctrlKey: false, metaKey: false, altKey: false }),
    ).toBe('slash');
  });

  it('leaves the US keys to the code binding, so a command never runs twice', () => {
    expect(
      keyOfTypedChar({ key: '?', code: 'Slash', shiftKey: true, ctrlKey: false, metaKey: false, altKey: false }),
    ).toBe(null);
    expect(
      keyOfTypedChar({ key: 'о', code: 'KeyJ', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false }),
    ).toBe(null);
  });

  it('treats both ЙЦУКЕН ways of «?» as the help key', () => {
    expect(isHelpKey({ key: ',', code: 'Slash', shiftKey: true, ctrlKey: false, metaKey: false, altKey: false })).toBe(
      true,
    );
    expect(isHelpKey({ key: '?', code: 'Digit7', shiftKey: true, ctrlKey: false, metaKey: false, altKey: false })).toBe(
      true,
    );
  });
});

describe('the one hotkey layer', () => {
  it('opens the cheat sheet once from «?» on any key that makes it', () => {
    let opened = 0;
    const off = registerCommand('help.cheatsheet', () => opened++);
    render(<CommandHotkeys />);
    press({ key: '?', code: 'Digit7', shiftKey: true }); // ЙЦУКЕН
    press({ key: ',', code: 'Slash', shiftKey: true }); // ЙЦУКЕН, the US '?' key
    press({ key: '?', code: 'Slash', shiftKey: true }); // QWERTY
    expect(opened).toBe(3);
    off();
  });

  it('runs a g-sequence typed on ЙЦУКЕН (п, щ) and not the one-key command of its second letter', () => {
    let went = 0;
    let up = 0;
    const offGo = registerCommand('go.calls', () => went++);
    const offUp = registerCommand('list.up', () => up++);
    render(<CommandHotkeys />);
    press({ key: 'п', code: 'KeyG' });
    press({ key: 'л', code: 'KeyK' });
    expect(went).toBe(1);
    expect(up).toBe(0);
    offGo();
    offUp();
  });

  it('does not take «?» typed into a text field', () => {
    let opened = 0;
    const off = registerCommand('help.cheatsheet', () => opened++);
    render(
      <>
        <input aria-label="x" />
        <CommandHotkeys />
      </>,
    );
    const input = document.querySelector('input') as HTMLInputElement;
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: '?', code: 'Digit7', shiftKey: true, bubbles: true }));
    });
    expect(opened).toBe(0);
    off();
  });

  it('closes the cheat sheet with the same key on ЙЦУКЕН', () => {
    let closed = 0;
    const { getByRole } = render(<CheatSheet onClose={() => closed++} />);
    act(() => {
      getByRole('dialog').dispatchEvent(
        new KeyboardEvent('keydown', { key: ',', code: 'Slash', shiftKey: true, bubbles: true }),
      );
    });
    expect(closed).toBe(1);
  });
});
