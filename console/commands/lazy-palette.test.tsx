import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LazyPalette } from './LazyPalette.tsx';
import { usePaletteRequest } from './palette-request.ts';

// DESIGN.md §6 'Initial console JS under 150 KB gzip': the palette is a lazy chunk, and still
// opens on the first Ctrl+K even when that comes before the chunk was loaded.
afterEach(async () => {
  // kbar finishes its opening animation on a 120 ms timer that unmounting does not clear; run it out
  // before the test environment goes, or it fires without a window (an unhandled error in CI).
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  cleanup();
  vi.unstubAllGlobals();
  usePaletteRequest.setState({ requests: 0, ready: false });
});

const renderPalette = () =>
  render(
    <Router hook={memoryLocation({ path: '/orders' }).hook}>
      <LazyPalette />
    </Router>,
  );

describe('the lazily loaded palette', () => {
  it('loads on an early Ctrl+K and opens with the search focused', async () => {
    // The browser never gets idle: only the key can load the palette.
    vi.stubGlobal('requestIdleCallback', () => 0);
    renderPalette();
    expect(document.querySelector('.palette-search')).toBeNull();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true }));
    });
    // The first import of the chunk is transformed on the fly here: give it time.
    await waitFor(() => expect(document.querySelector('.palette-search')).not.toBeNull(), { timeout: 15_000 });
    await waitFor(() => expect(document.activeElement?.classList.contains('palette-search')).toBe(true));
    expect(usePaletteRequest.getState().ready).toBe(true);
  }, 20_000);

  it('loads when the browser is idle and stays closed until asked', async () => {
    renderPalette();
    await waitFor(() => expect(usePaletteRequest.getState().ready).toBe(true), { timeout: 15_000 });
    expect(document.querySelector('.palette-search')).toBeNull();
    act(() => usePaletteRequest.getState().request());
    await waitFor(() => expect(document.querySelector('.palette-search')).not.toBeNull());
  }, 20_000);
});
