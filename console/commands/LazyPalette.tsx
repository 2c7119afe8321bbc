import { lazy, Suspense, useEffect, useState } from 'react';
import { usePaletteRequest } from './palette-request.ts';

const PaletteRoot = lazy(() => import('./PaletteRoot.tsx').then((m) => ({ default: m.PaletteRoot })));

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void) => number };

/**
 * Mounts the palette's chunk once the browser is idle after the first screen, so Ctrl+K finds it
 * ready; a Ctrl+K that comes earlier loads it at once and opens it when it arrives.
 */
export function LazyPalette() {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    const timer = w.requestIdleCallback
      ? w.requestIdleCallback(() => setLoad(true))
      : window.setTimeout(() => setLoad(true), 200);
    const early = (e: KeyboardEvent) => {
      if (usePaletteRequest.getState().ready || !(e.ctrlKey || e.metaKey) || e.code !== 'KeyK') return;
      e.preventDefault();
      usePaletteRequest.getState().request();
      setLoad(true);
    };
    window.addEventListener('keydown', early);
    return () => {
      window.removeEventListener('keydown', early);
      if (!w.requestIdleCallback) window.clearTimeout(timer);
    };
  }, []);
  return load ? (
    <Suspense fallback={null}>
      <PaletteRoot />
    </Suspense>
  ) : null;
}
