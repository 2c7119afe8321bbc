import { CliError, usageError } from '../cli-error.ts';
import type { Io } from '../io.ts';

/**
 * Asks before a batch changes anything (every batch command: update, delete, pay, send). Without a
 * terminal to ask on, a script must say --yes; a «no» ends the run with nothing changed.
 */
export async function confirmBatch(io: Io, question: string, refused = 'Отменено: ничего не изменено'): Promise<void> {
  if (!io.interactive) throw usageError('Нужно подтверждение: запустите на терминале или добавьте --yes');
  if (!(await io.confirm(question))) throw new CliError(refused);
}
