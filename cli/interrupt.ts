/**
 * SIGINT/SIGTERM as an AbortSignal: long commands finish the item in flight, clean up (temporary
 * file, resume file) and stop. A second signal exits at once: the work is still safe to resume
 * because every batch item carries its idempotency key.
 */
export function interruptSignal(): AbortSignal {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(name === 'SIGTERM' ? 143 : 130);
    controller.abort(name);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return controller.signal;
}
