/** Within a service manager's usual stop timeout (docs/operations.md suggests TimeoutStopSec=15). */
export const STOP_TIMEOUT_MS = 8_000;

export interface StopOnSignal {
  /** Runs at stop; added last, run first (the app closes before the database under it). */
  add(close: () => unknown): void;
  /** The same stop from inside (the embedded database died): `code` is the exit code unless a step fails. */
  stop(reason: string, code: number): void;
}

/**
 * SIGTERM (service manager, container runtime, `kill`) and SIGINT (Ctrl+C) stop the server:
 * every registered step runs, newest first, then the process exits. Installed before anything
 * starts, so a signal during the first start also releases the data-dir lock, and as PID 1 in a
 * container (where the kernel ignores signals without a handler) the process still stops. A step
 * that hangs (a client that never closes its socket) cannot keep the process alive: after
 * `timeoutMs` it exits anyway.
 */
export function stopOnSignal(log: (message: string) => void, timeoutMs = STOP_TIMEOUT_MS): StopOnSignal {
  const steps: (() => unknown)[] = [];
  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: останавливаюсь…`);
    setTimeout(() => {
      log(`Не остановился за ${timeoutMs / 1000} с: выхожу без ожидания`);
      process.exit(1);
    }, timeoutMs).unref();
    let code = exitCode;
    for (const step of steps.reverse()) {
      try {
        await step();
      } catch (e) {
        code = 1;
        log(`Ошибка при остановке: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return {
    add(close) {
      steps.push(close);
    },
    stop(reason, code) {
      void stop(reason, code);
    },
  };
}
