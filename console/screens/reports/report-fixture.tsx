import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { hasCommand } from '../../commands/command-bus.ts';
import { CommandHotkeys } from '../../commands/CommandHotkeys.tsx';

/** The requests a screen made, as URLs (read their search params). */
export const asked: URL[] = [];

/** Answers every request of the screen with `answer(url)` as JSON, and records it. */
export function serve(answer: (url: URL) => unknown, status = 200) {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      asked.push(url);
      return new Response(JSON.stringify(answer(url)), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** The screen at `path`, in a recording memory router, with the console's one hotkey layer. */
export function show(Screen: ComponentType, path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Screen />
      <CommandHotkeys />
    </Router>,
  );
  return location;
}

/** A key pressed with nothing focused, as a person presses it on the page. */
export function press(key: string, code: string) {
  act(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
  });
}

export const keys = {
  j: ['j', 'KeyJ'],
  k: ['k', 'KeyK'],
  down: ['ArrowDown', 'ArrowDown'],
  enter: ['Enter', 'Enter'],
  slash: ['/', 'Slash'],
  prev: ['[', 'BracketLeft'],
  next: [']', 'BracketRight'],
} as const;

/** The text of each cell of a table row. */
export const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');

/**
 * The table is drawn and the screen's row commands are registered: the answer arrives outside
 * act(), so its effects may still be pending when the table is already in the DOM.
 */
export async function tableReady() {
  await screen.findByRole('table');
  await waitFor(() => expect(hasCommand('list.open')).toBe(true));
}
