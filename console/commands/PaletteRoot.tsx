import { KBarProvider, useKBar } from 'kbar';
import { useEffect, useRef } from 'react';
import { Palette } from './Palette.tsx';
import { usePaletteRequest } from './palette-request.ts';

/** Toggles the palette for each request made outside kbar (see palette-request.ts). */
function OpenOnRequest() {
  const { query } = useKBar();
  const requests = usePaletteRequest((s) => s.requests);
  const handled = useRef(0);
  useEffect(() => {
    usePaletteRequest.setState({ ready: true });
    return () => usePaletteRequest.setState({ ready: false });
  }, []);
  useEffect(() => {
    if (requests === handled.current) return;
    handled.current = requests;
    query.toggle();
  }, [requests, query]);
  return null;
}

/**
 * kbar with the palette: a lazy chunk of its own (kbar, its fuzzy search and virtual list are a
 * sixth of the console's first bundle), loaded when the browser is idle after the first screen.
 * The palette closes at once: a quick Ctrl+K after choosing an action must open it again, not
 * catch it half-closed.
 */
export function PaletteRoot() {
  return (
    <KBarProvider options={{ disableScrollbarManagement: true, animations: { enterMs: 120, exitMs: 0 } }}>
      <Palette />
      <OpenOnRequest />
    </KBarProvider>
  );
}
