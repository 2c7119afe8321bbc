import { AppError } from './errors.ts';

// Issue 20 item 5: every record answer carries an opaque `version`; a PUT that sends the version it
// was read at is refused with 409 and the record as it is now when someone else wrote it since.

export const versionTexts = {
  stale: 'Запись изменили, пока вы её правили: сравните значения и сохраните ещё раз',
  badVersion: 'version: ожидалась строка версии из ответа сервера',
} as const;

/** The record key carrying the version in every record answer and (optionally) in a write payload. */
export const VERSION_KEY = 'version';

/** 409 on a save made from an older version; `current` is the record as the server holds it now. */
export class StaleRecordError extends AppError {
  constructor(readonly current: Record<string, unknown>) {
    super('conflict', versionTexts.stale);
    this.name = 'StaleRecordError';
  }
}

export function isStaleRecord(e: unknown): e is StaleRecordError {
  return e instanceof StaleRecordError;
}
