import { useEffect } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { runCommand } from './command-bus.ts';
import { type CommandDef, commandTable } from './command-table.ts';
import { isTyping, keyOfTypedChar, physicalLetter } from './typed-keys.ts';

const controls = new Set(['BUTTON', 'A', 'SUMMARY']);

// After `g` the next letter belongs to a go-to sequence, not to a one-key command such as k.
// Letters are physical keys (event.code), so the check holds on a Russian layout too.
let lastG = 0;
const sequenceLetters = new Set(
  commandTable.flatMap((c) => c.keys.filter((k) => k.startsWith('g>')).map((k) => k.slice(2))),
);

/** A new page starts with no sequence under way (the tests' fresh start, console/test-setup). */
export function forgetGoSequence(): void {
  lastG = 0;
}

function Hotkey({ def }: { def: CommandDef }) {
  useHotkeys(
    def.keys as string[],
    (e) => {
      const target = e.target as HTMLElement | null;
      if (def.notOnControls && target && controls.has(target.tagName)) return;
      const key = physicalLetter(e.code ?? '');
      if (!def.keys.some((k) => k.includes('>')) && sequenceLetters.has(key) && Date.now() - lastG < 1000) return;
      if (runCommand(def.id, e)) e.preventDefault();
    },
    // A picker's face is an editing host (it takes text from input methods): the keys that work in
    // inputs work on it too.
    { enableOnFormTags: def.inInputs ?? false, enableOnContentEditable: def.inInputs ?? false, preventDefault: false },
  );
  return null;
}

function SequenceStart() {
  useHotkeys('g', () => {
    lastG = Date.now();
  });
  return null;
}

/** '?', '/', '[' and ']' typed on another physical key (ЙЦУКЕН): the command that shows that character. */
function TypedCharHotkeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = keyOfTypedChar(e);
      if (!key) return;
      const typing = isTyping(e.target);
      for (const def of commandTable) {
        if (def.boundByPalette || !def.keys.includes(key) || (typing && !def.inInputs)) continue;
        if (runCommand(def.id)) {
          e.preventDefault();
          return;
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return null;
}

/** Binds every command of the table once, for the whole console. */
export function CommandHotkeys() {
  return (
    <>
      <SequenceStart />
      <TypedCharHotkeys />
      {commandTable
        .filter((c) => !c.boundByPalette)
        .map((c) => (
          <Hotkey key={c.id} def={c} />
        ))}
    </>
  );
}
