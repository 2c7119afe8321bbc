/**
 * The hotkeys are bound to physical keys (react-hotkeys-hook matches event.code), so j, k, e, n, f,
 * the g-sequences, [ ] and the Slash key work on ЙЦУКЕН as on QWERTY. A punctuation command is also
 * asked for by the character it shows: on ЙЦУКЕН '?' is Shift+7 and '/' is Shift+\, keys whose code
 * is not the US one. This table turns such a typed character back into the command's key.
 */
const byChar: Record<string, { key: string; code: string; shift: boolean }> = {
  '?': { key: 'shift+slash', code: 'Slash', shift: true },
  '/': { key: 'slash', code: 'Slash', shift: false },
  '[': { key: 'bracketleft', code: 'BracketLeft', shift: false },
  ']': { key: 'bracketright', code: 'BracketRight', shift: false },
};

type KeyFacts = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** The command key a typed character means when it came from another physical key; null otherwise. */
export function keyOfTypedChar(e: KeyFacts): string | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const place = byChar[e.key];
  if (!place) return null;
  // On its US key the code binding has fired already: answering here too would run it twice.
  if (e.code === place.code && e.shiftKey === place.shift) return null;
  return place.key;
}

/** The letter of the physical key ('KeyO' → 'o', whatever the layout typed). */
export function physicalLetter(code: string): string {
  return code.replace(/^Key/, '').toLowerCase();
}

/** '?' pressed in any layout: the character itself or the US '?' key (',' on ЙЦУКЕН). */
export function isHelpKey(e: KeyFacts): boolean {
  return e.key === '?' || (e.code === 'Slash' && e.shiftKey);
}

const typingTags = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** A key pressed in a text field types; only commands marked inInputs act there. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (typingTags.has(el.tagName) || el.isContentEditable);
}
