import { type RefObject, useEffect, useRef } from 'react';
import { type LayerOptions, openLayer } from './layer-stack.ts';

interface Options extends Omit<LayerOptions, 'element' | 'onEscape'> {
  /** The layer's box; or a function finding it (a portal the component does not render itself). */
  box: RefObject<HTMLElement | null> | (() => HTMLElement | null);
}

/** Puts a layer on the stack while `open` (console/app/layer-stack.ts): Esc calls `onEscape`. */
export function useLayer(open: boolean, onEscape: () => void, { box, modal, whenFocused }: Options): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  const boxRef = useRef(box);
  boxRef.current = box;
  useEffect(() => {
    if (!open) return;
    return openLayer({
      element: () => {
        const b = boxRef.current;
        return typeof b === 'function' ? b() : b.current;
      },
      onEscape: () => latest.current(),
      modal,
      whenFocused,
    });
  }, [open, modal, whenFocused]);
}
