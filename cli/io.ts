import type { ProgressState } from './ui/progress-stats.ts';
import type { TableProps } from './ui/Table.tsx';

export interface ProgressHandle {
  update(state: Partial<ProgressState>): void;
  stop(): void;
}

/** What a command needs of the terminal; tests pass a fake and read what was written. */
export interface Io {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  /** A person at a terminal: prompts, confirmations and live views are allowed. */
  interactive: boolean;
  ask(label: string, mask?: boolean): Promise<string>;
  confirm(question: string): Promise<boolean>;
  progress(title: string, total?: number): ProgressHandle;
  table(props: TableProps): void;
}

const silentProgress: ProgressHandle = { update() {}, stop() {} };

function notInteractive(): never {
  throw new Error('no terminal: callers check io.interactive first');
}

/**
 * Pipes, files and cron: no prompts, no live views, and Ink (about a second to load) is never imported.
 * Commands check `interactive` and `stdout.isTTY` before asking or drawing a table.
 */
export function plainIo(): Io {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    interactive: false,
    ask: notInteractive,
    confirm: notInteractive,
    progress: () => silentProgress,
    table: notInteractive,
  };
}

export async function processIo(): Promise<Io> {
  if (!process.stdout.isTTY && !process.stderr.isTTY) return plainIo();
  const { terminalIo } = await import('./ui/terminal-io.tsx');
  return terminalIo();
}
