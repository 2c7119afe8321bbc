/** Spec 02 §5/§9 'Mass mailing file queue holds 1 file': the queue the mailing form keeps. */
export const MAILING_FILE_QUEUE = 1;

/** The types the server takes (server/domain/mass-mailings/mailing-file-store.ts), for the file picker. */
export const MAILING_FILE_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/**
 * The queue after the user picks `added`: a later pick replaces an earlier one (the last file
 * chosen wins), so the queue never holds more than one file, and an empty file is never queued.
 */
export function queueMailingFile(queue: readonly File[], added: readonly File[]): File[] {
  const usable = added.filter((f) => f.size > 0);
  return [...queue, ...usable].slice(-MAILING_FILE_QUEUE);
}
