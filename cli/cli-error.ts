/** Exit codes of every command: documented in `crm --help` and docs/scripting.md. */
export const exitCodes = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/**
 * An error the user can act on: printed as its Russian message without a stack trace
 * (DEBUG=crm prints the stack). `exitCode` 2 marks a usage error.
 */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: number = exitCodes.failed,
    /** Every further request would fail the same way (no login, no right, no server): stop a batch. */
    readonly fatal = false,
  ) {
    super(message);
  }
}

export function usageError(message: string): CliError {
  return new CliError(message, exitCodes.usage);
}

export function debugEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.DEBUG ?? '').split(',').some((part) => part.trim() === 'crm' || part.trim() === '*');
}
