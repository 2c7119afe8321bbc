import { connect } from '../../cli/api/connect.ts';
import { resolveConnection } from '../../cli/config/config-store.ts';
import { plainIo, type Io } from '../../cli/io.ts';
import type { ProgramContext } from '../../cli/program-context.ts';
import { runCli } from '../../cli/run-cli.ts';
import type { Run } from './cli-run.ts';

export interface InProcessOptions {
  /** The command's environment (CRM_URL, CRM_TOKEN, XDG_CONFIG_HOME…); nothing of the test process's own CRM_* leaks in. */
  env: Record<string, string>;
  /** The folder relative paths (--out, --from, resume files) are in. */
  cwd: string;
  /** What a pipe feeds the command's standard input. */
  stdin?: string;
  /** Called with each piece written to stdout, e.g. to press Ctrl+C after the third «готово». */
  onStdout?(text: string, interrupt: () => void): void;
  /** Ctrl+C from outside: abort this controller (the command sees it as SIGINT). */
  controller?: AbortController;
}

/** One command at a time per process: the working folder is the process's. */
let running: Promise<unknown> = Promise.resolve();

/**
 * `crm ARGS` run in this process through the same program builder and exit-code mapping as the
 * executable (cli/run-cli.ts), against a real server over HTTP, without a terminal (what a pipe or
 * cron sees). Costs the command's own work instead of a Node start and the CLI's import (seconds on
 * a busy machine). `interrupt` is Ctrl+C: the program's abort signal, as SIGINT gives it.
 */
export function crmInProcess(args: string[], options: InProcessOptions): Promise<Run> {
  const run = running.then(() => runIn(args, options));
  running = run.catch(() => undefined);
  return run;
}

async function runIn(args: string[], options: InProcessOptions): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const controller = options.controller ?? new AbortController();
  const interrupt = () => controller.abort('SIGINT');
  const out = {
    write(text: string) {
      stdout += text;
      options.onStdout?.(text, interrupt);
      return true;
    },
    isTTY: false,
  };
  const err = {
    write(text: string) {
      stderr += text;
      return true;
    },
  };
  const io: Io = { ...plainIo(), stdout: out, stderr: err };
  const env = { ...options.env };
  const ctx: ProgramContext = {
    io: async () => io,
    api: async () => connect(resolveConnection(env)),
    signal: () => controller.signal,
    env,
    stdin: () => options.stdin ?? '',
    out: { stdout: out, stderr: err },
  };
  const before = process.cwd();
  process.chdir(options.cwd);
  try {
    // Interrupted, a command stops with its own CliError (exit 130), as after a real SIGINT.
    return { code: await runCli(args, ctx), stdout, stderr };
  } finally {
    process.chdir(before);
  }
}
