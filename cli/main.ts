import './start-interrupt.ts';
import { exitCodes } from './cli-error.ts';
import { runCli } from './run-cli.ts';

// `crm list … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(exitCodes.ok);
  throw e;
});
process.exitCode = await runCli(process.argv.slice(2));
