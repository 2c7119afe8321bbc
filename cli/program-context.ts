import { InvalidArgumentError } from 'commander';
import type { CliApi } from './api/connect.ts';
import { interruptSignal } from './interrupt.ts';
import { type Io, processIo } from './io.ts';

/**
 * What command actions need, made (and imported) on first use: `crm --help` loads neither Ink nor
 * the registry, and a piped `crm list --json` never loads Ink.
 */
export interface ProgramContext {
  io(): Promise<Io>;
  api(): Promise<CliApi>;
  /** Aborted by SIGINT/SIGTERM for the rest of the process. */
  signal(): AbortSignal;
}

export function processContext(): ProgramContext {
  let io: Promise<Io> | undefined;
  let signal: AbortSignal | undefined;
  return {
    io: () => {
      io ??= processIo();
      return io;
    },
    api: async () => (await import('./api/connect.ts')).connect(undefined, undefined, interruptSignal()),
    signal: () => {
      signal ??= interruptSignal();
      return signal;
    },
  };
}

export function positiveInt(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new InvalidArgumentError('нужно целое число больше нуля');
  return Number(text);
}

export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

export const examples = (lines: readonly string[]) => `\nПримеры:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
