import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import type { StoreApi } from 'zustand';
import { useLeftColumn } from '../left-column/left-column-store.ts';
import { useCallPopups } from '../realtime/call-popups.ts';
import { useJobProgress } from '../realtime/job-progress-store.ts';
import { useQualityProgress } from '../screens/quality/quality-progress-store.ts';
import { usePaletteRequest } from '../commands/palette-request.ts';
import { useScreenActions } from '../commands/screen-actions.ts';
import { useLoading } from '../stores/loading-store.ts';
import { useOpenTasks } from '../stores/open-tasks-store.ts';
import { useRecent } from '../stores/recent-store.ts';
import { useSession } from '../stores/session-store.ts';
import { useSharedMetaStore } from '../stores/shared-meta-store.ts';
import { forgetNames } from '../fields/ref-names.ts';
import { forgetGoSequence } from '../commands/CommandHotkeys.tsx';

// The console's test files share one module graph per worker (vitest.config.ts, `isolate: false`:
// the project took 4.5 min isolated and half a minute shared). Each file still starts as the
// console does after a page load: every store at its first state, no remembered names.
// console/test-setup/fresh-stores.test.ts checks that every store of the console is listed here.
// Typed as plain stores of objects: each is reset to its own first state, whatever its shape.
export const stores = [
  useSession,
  useSharedMetaStore,
  useRecent,
  useLoading,
  useOpenTasks,
  useLeftColumn,
  useCallPopups,
  useJobProgress,
  useQualityProgress,
  usePaletteRequest,
  useScreenActions,
] as unknown as StoreApi<object>[];

beforeAll(() => {
  // react-hotkeys-hook keeps the keys it saw pressed and not released; a blur forgets them, as a
  // new page would.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('blur'));
  if (typeof document !== 'undefined') document.body.innerHTML = '';
  useSharedMetaStore.getState().clear();
  for (const store of stores) store.setState(store.getInitialState(), true);
  forgetNames();
  forgetGoSequence();
});

// A file that forgot its own cleanup would leave its trees mounted, and their key listeners would
// answer the next file's key presses.
afterEach(cleanup);
