/** Spec 01 §5 'Upload queues: contractor files limit 2': at most this many uploads run at once. */
export const CONTRACTOR_UPLOAD_LIMIT = 2;

/**
 * Runs `tasks` with at most `limit` in flight, in order of submission; each result (or error) comes
 * back in its place, so one failed upload does not stop the others.
 */
export async function runQueued<T>(
  tasks: readonly (() => Promise<T>)[],
  limit: number,
): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await tasks[index]() };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** Empty files are refused before they are sent (spec 01 §5 'empty files are rejected'). */
export const EMPTY_FILE = 'Файл пустой';
