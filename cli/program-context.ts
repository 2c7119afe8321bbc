import { readFileSync } from 'node:fs';
import { InvalidArgumentError } from 'commander';
import type { CliApi } from './api/connect.ts';
import { interruptSignal } from './interrupt.ts';
import { type Io, processIo } from './io.ts';

export interface Writer {
  write(text: string): unknown;
}

/**
 * What command actions need, made (and imported) on first use: `crm --help` loads neither Ink nor
 * the registry, and a piped `crm list --json` never loads Ink. Tests build their own context and
 * run the same program in their process (tests/api/cli-in-process.ts).
 */
export interface ProgramContext {
  io(): Promise<Io>;
  api(): Promise<CliApi>;
  /** Aborted by SIGINT/SIGTERM for the rest of the process. */
  signal(): AbortSignal;
  /** CRM_URL, CRM_TOKEN, CRM_EMAIL, CRM_PASSWORD, XDG_CONFIG_HOME, DEBUG: the process's own, or a test's. */
  env: NodeJS.ProcessEnv;
  /** Standard input when it is piped; '' at a terminal. */
  stdin(): string;
  /** Where commander's help and usage errors and the one-line failure go (no terminal UI is loaded for them). */
  out: { stdout: Writer; stderr: Writer };
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
    env: process.env,
    stdin: () => (process.stdin.isTTY ? '' : readFileSync(0, 'utf8')),
    out: { stdout: process.stdout, stderr: process.stderr },
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
