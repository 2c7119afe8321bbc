import { CliError } from '../cli-error.ts';
import { stopIfInterrupted } from '../interrupt.ts';
import type { Io } from '../io.ts';
import { type BatchItem, type BatchRun, removeRun, saveRun } from './resume-file.ts';

export interface BatchOutcome {
  done: number;
  failed: BatchItem[];
  interrupted: boolean;
  /** Why the run stopped before the end: no login, no right or no server (items left pending). */
  stoppedBy?: string;
  /** Kept when something is left to do; removed after a run with every item done. */
  resumeFile?: string;
}

export interface RunBatchOptions {
  run: BatchRun;
  resumeFile: string;
  title: string;
  /** Applies one item; the key goes into the request's Idempotency-Key header. A returned text is the item's answer, kept for the report. */
  apply: (item: string, key: string) => Promise<unknown>;
  io: Io;
  signal?: AbortSignal;
  /** Pause between items: spares a busy server (and lets tests interrupt a run midway). */
  delayMs?: number;
}

const SAVE_EVERY_MS = 250;

/**
 * Runs the items one by one. The resume file is written before the first request and refreshed as
 * items finish, so even a killed process can be resumed; an item whose outcome was not yet saved
 * is sent again with the same key and the server replays its first answer instead of applying it twice.
 */
export async function runBatch(options: RunBatchOptions): Promise<BatchOutcome> {
  const { run, resumeFile, io, signal } = options;
  // Ctrl+C before the first item (at start): nothing sent, no resume file (issue 24 item 5).
  stopIfInterrupted(signal);
  saveRun(run, resumeFile);
  const todo = run.items.filter((i) => i.status !== 'done');
  const progress = io.progress(options.title, run.items.length);
  let lastSave = Date.now();
  let stoppedBy: string | undefined;
  const count = () => ({
    done: run.items.filter((i) => i.status === 'done').length,
    failed: run.items.filter((i) => i.status === 'failed').length,
  });
  progress.update(count());
  try {
    for (const entry of todo) {
      if (signal?.aborted) break;
      try {
        const answer = await options.apply(entry.item, entry.key);
        if (typeof answer === 'string') entry.message = answer;
        entry.status = 'done';
        entry.error = undefined;
        if (!io.interactive) io.stdout.write(`готово ${entry.item}\n`);
      } catch (e) {
        // The item may or may not have reached the server: it stays pending, and its key makes a resume safe.
        if (e instanceof CliError && e.fatal) {
          stoppedBy = e.message;
          break;
        }
        entry.status = 'failed';
        entry.error = (e as Error).message;
        if (!io.interactive) io.stdout.write(`ошибка ${entry.item}: ${entry.error}\n`);
      }
      progress.update(count());
      if (Date.now() - lastSave >= SAVE_EVERY_MS) {
        saveRun(run, resumeFile);
        lastSave = Date.now();
      }
      if (options.delayMs && !signal?.aborted) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    }
  } finally {
    progress.stop();
  }
  const failed = run.items.filter((i) => i.status === 'failed');
  const interrupted = run.items.some((i) => i.status === 'pending');
  const { done } = count();
  if (!interrupted && !failed.length) {
    removeRun(resumeFile);
    return { done, failed, interrupted };
  }
  saveRun(run, resumeFile);
  return { done, failed, interrupted, stoppedBy, resumeFile };
}
