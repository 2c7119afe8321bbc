import './start-interrupt.ts';
import { CommanderError } from 'commander';
import { explainError } from './api/explain-error.ts';
import { CliError, debugEnabled, exitCodes } from './cli-error.ts';
import { interruptedText, interruptSignal } from './interrupt.ts';
import { buildProgram } from './program.ts';

/** Runs one command line and answers the exit code; user errors print one Russian line, no stack. */
async function runCli(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  const signal = interruptSignal();
  try {
    await program.parseAsync([...argv], { from: 'user' });
    // Ctrl+C during a command that only reads: it stopped nothing, but the person asked to stop.
    if (signal.aborted) throw new CliError(interruptedText, exitCodes.interrupted);
    return exitCodes.ok;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
    if (signal.aborted && !(e instanceof CliError)) {
      process.stderr.write(`Ошибка: ${interruptedText}\n`);
      return exitCodes.interrupted;
    }
    const error = explainError(e);
    process.stderr.write(`Ошибка: ${error.message}\n`);
    if (debugEnabled() || !(error instanceof CliError)) {
      if (debugEnabled()) process.stderr.write(`${(e as Error).stack ?? ''}\n`);
      else process.stderr.write('Подробности: запустите с DEBUG=crm\n');
    }
    return error instanceof CliError ? error.exitCode : exitCodes.failed;
  }
}

// `crm list … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(exitCodes.ok);
  throw e;
});
process.exitCode = await runCli(process.argv.slice(2));
