import { render, renderToString } from 'ink';
import { CliError, exitCodes } from '../cli-error.ts';
import { interrupted } from '../interrupt.ts';
import { type Io, plainIo, type ProgressHandle } from '../io.ts';
import { ConfirmPrompt } from './ConfirmPrompt.tsx';
import type { ProgressState } from './progress-stats.ts';
import { ProgressView } from './ProgressView.tsx';
import { Table } from './Table.tsx';
import { TextPrompt } from './TextPrompt.tsx';

/** Where the prompts read and draw: the process's terminal, or a test's. */
export interface PromptStreams {
  stdin: NodeJS.ReadStream;
  stderr: NodeJS.WriteStream;
}

function mount<T>(
  streams: PromptStreams,
  build: (done: (value: T) => void, fail: (e: Error) => void) => React.ReactElement,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const app = render(
      build(
        (value) => {
          app.unmount();
          resolve(value);
        },
        (e) => {
          app.unmount();
          reject(e);
        },
      ),
      { stdin: streams.stdin, stdout: streams.stderr, exitOnCtrlC: false, patchConsole: false },
    );
  });
}

const PROGRESS_REFRESH_MS = 100;

/**
 * Live progress on stderr, redrawn at most ten times a second. Stopping erases it: the command's
 * own summary follows, and a last frame left above it would read as a second, stale result.
 */
export function progressOnStderr(
  title: string,
  total?: number,
  stream: NodeJS.WriteStream = process.stderr,
): ProgressHandle {
  let state: ProgressState = { done: 0, failed: 0, total, startedAt: Date.now() };
  const view = () => <ProgressView title={title} now={Date.now()} {...state} />;
  const app = render(view(), { stdout: stream, exitOnCtrlC: false, patchConsole: false, interactive: true });
  const timer = setInterval(() => app.rerender(view()), PROGRESS_REFRESH_MS);
  return {
    update(change) {
      state = { ...state, ...change };
    },
    stop() {
      clearInterval(timer);
      app.clear();
      app.unmount();
    },
  };
}

/** At a terminal: Ink prompts and live views on stderr (stdout stays clean for data), Ink tables on stdout. */
export function terminalIo(streams: PromptStreams = { stdin: process.stdin, stderr: process.stderr }): Io {
  // Prompts draw on stderr, so `crm batch … > log.txt` can still ask for confirmation.
  const interactive = Boolean(streams.stdin.isTTY && streams.stderr.isTTY);
  return {
    stdout: process.stdout,
    stderr: streams.stderr,
    interactive,
    ask: (label, mask) =>
      mount<string>(streams, (done, fail) => (
        <TextPrompt
          label={label}
          mask={mask}
          onSubmit={done}
          onCancel={() => fail(new CliError('Отменено', exitCodes.usage))}
          onInterrupt={() => fail(interrupted())}
        />
      )),
    confirm: (question) =>
      mount<boolean>(streams, (done, fail) => (
        <ConfirmPrompt question={question} onAnswer={done} onInterrupt={() => fail(interrupted())} />
      )),
    progress: (title, total) =>
      streams.stderr.isTTY ? progressOnStderr(title, total, streams.stderr) : plainIo().progress(title, total),
    table: (props) => {
      process.stdout.write(`${renderToString(<Table {...props} />, { columns: process.stdout.columns || 120 })}\n`);
    },
  };
}
