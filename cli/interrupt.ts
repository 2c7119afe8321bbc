import { CliError, exitCodes } from './cli-error.ts';

// Ctrl+C (issue 24 item 5): from the moment `crm` starts, a SIGINT/SIGTERM is recorded as an
// AbortSignal. Long commands finish the item in flight, clean up (temporary file, resume file) and
// stop; nothing starts after it (no request, no batch, no letter), so a Ctrl+C before the first
// write changes nothing and the command ends with 130. A second signal exits at once: the work is
// still safe to resume because every batch item carries its idempotency key.

let controller: AbortController | undefined;

/** The process's interrupt signal; the first call installs the handlers (main.ts calls it first thing). */
export function interruptSignal(): AbortSignal {
  if (controller) return controller.signal;
  const own = new AbortController();
  controller = own;
  const onSignal = (name: NodeJS.Signals) => {
    if (own.signal.aborted) process.exit(name === 'SIGTERM' ? 143 : 130);
    own.abort(name);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return own.signal;
}

export const interruptedText = 'Прервано (Ctrl+C): ничего не изменено';

/** The error of a command stopped by Ctrl+C before it changed anything. */
export const interrupted = (message: string = interruptedText) => new CliError(message, exitCodes.interrupted);

/** Throws the 130 error when Ctrl+C has been pressed: call it before the first thing that writes. */
export function stopIfInterrupted(signal: AbortSignal | undefined, message?: string): void {
  if (signal?.aborted) throw interrupted(message);
}
