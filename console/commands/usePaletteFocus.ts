import { useKBar, VisualState } from 'kbar';
import { useEffect } from 'react';

const paletteInput = () => document.querySelector<HTMLInputElement>('.palette .palette-search');
const inPalette = (node: EventTarget | null) =>
  node instanceof Node && Boolean(document.querySelector('.palette')?.contains(node));

/**
 * While the palette is open it is modal: focus that wanders to the page behind it (a screen that
 * focuses its grid when its data arrives, a re-rendered form) comes straight back to the search
 * input, so the next typed key always lands in the palette. kbar itself only pulls the focus back
 * on the next key press, which loses that key's character.
 */
export function usePaletteFocus(): void {
  const { showing } = useKBar((s) => ({
    showing: s.visualState === VisualState.showing || s.visualState === VisualState.animatingIn,
  }));
  useEffect(() => {
    if (!showing) return;
    let live = true;
    const back = () => {
      const input = paletteInput();
      if (live && input && !inPalette(document.activeElement)) input.focus({ preventScroll: true });
    };
    const onFocusIn = (e: FocusEvent) => {
      if (!inPalette(e.target)) back();
    };
    // Focus can also drop to <body> (the focused element was removed): no focusin comes then.
    const onFocusOut = (e: FocusEvent) => {
      if (inPalette(e.target) && e.relatedTarget === null) setTimeout(back, 0);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    back();
    return () => {
      live = false;
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [showing]);
}
