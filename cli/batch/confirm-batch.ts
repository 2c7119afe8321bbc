import { CliError, usageError } from '../cli-error.ts';
import { stopIfInterrupted } from '../interrupt.ts';
import type { Io } from '../io.ts';

/**
 * Asks before a batch changes anything (every batch command: update, delete, pay, send). Without a
 * terminal to ask on, a script must say --yes; a «no» ends the run with nothing changed, Ctrl+C too (130).
 */
export async function confirmBatch(
  io: Io,
  question: string,
  refused = 'Отменено: ничего не изменено',
  signal?: AbortSignal,
): Promise<void> {
  if (!io.interactive) throw usageError('Нужно подтверждение: запустите на терминале или добавьте --yes');
  // Ctrl+C before the question, or while it was asked (io.confirm itself answers Ctrl+C with 130).
  stopIfInterrupted(signal);
  if (!(await io.confirm(question))) throw new CliError(refused);
  stopIfInterrupted(signal);
}
