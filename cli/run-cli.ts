import { CommanderError } from 'commander';
import { explainError } from './api/explain-error.ts';
import { CliError, debugEnabled, exitCodes } from './cli-error.ts';
import { interruptedText } from './interrupt.ts';
import { buildProgram } from './program.ts';
import { type ProgramContext, processContext } from './program-context.ts';

/**
 * Runs one command line and answers the exit code; user errors print one Russian line, no stack.
 * `crm` runs it on the process's context; the CLI test suites run it in their own process on a
 * context of their own (tests/api/cli-in-process.ts).
 */
export async function runCli(argv: readonly string[], ctx: ProgramContext = processContext()): Promise<number> {
  const program = buildProgram(ctx);
  const signal = ctx.signal();
  try {
    await program.parseAsync([...argv], { from: 'user' });
    // Ctrl+C during a command that only reads: it stopped nothing, but the person asked to stop.
    if (signal.aborted) throw new CliError(interruptedText, exitCodes.interrupted);
    return exitCodes.ok;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
    if (signal.aborted && !(e instanceof CliError) && !(explainError(e) instanceof CliError)) {
      ctx.out.stderr.write(`Ошибка: ${interruptedText}\n`);
      return exitCodes.interrupted;
    }
    const error = explainError(e);
    const debug = debugEnabled(ctx.env);
    ctx.out.stderr.write(`Ошибка: ${error.message}\n`);
    if (debug || !(error instanceof CliError)) {
      if (debug) ctx.out.stderr.write(`${(e as Error).stack ?? ''}\n`);
      else ctx.out.stderr.write('Подробности: запустите с DEBUG=crm\n');
    }
    return error instanceof CliError ? error.exitCode : exitCodes.failed;
  }
}
