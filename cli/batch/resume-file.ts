import { fileErrorReason } from '../file-errors.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { usageError } from '../cli-error.ts';

export interface BatchItem {
  item: string;
  /** Idempotency-Key sent with this item: the same on every retry and every resume. */
  key: string;
  status: 'pending' | 'done' | 'failed';
  error?: string;
  /** The server's answer for a done item (a payment batch's «уже оплачен»), for the report. */
  message?: string;
}

/** Everything `--resume` needs to continue a run exactly where it stopped. */
export interface BatchRun {
  version: 1;
  run_id: string;
  command: string;
  resource: string;
  params: Record<string, unknown>;
  created_at: string;
  items: BatchItem[];
}

export function newRunId(now = new Date()): string {
  return `${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
}

export function itemKey(runId: string, item: string): string {
  return `crm-batch:${runId}:${item}`;
}

export function newRun(
  command: string,
  resource: string,
  params: Record<string, unknown>,
  items: readonly string[],
): BatchRun {
  const run_id = newRunId();
  return {
    version: 1,
    run_id,
    command,
    resource,
    params,
    created_at: new Date().toISOString(),
    items: items.map((item) => ({ item, key: itemKey(run_id, item), status: 'pending' })),
  };
}

export function resumePath(run: BatchRun, dir = process.cwd()): string {
  return join(dir, `.crm-batch-${run.run_id}.json`);
}

/** Written whole to a temporary name and renamed, so a kill mid-write leaves the previous state. */
export function saveRun(run: BatchRun, path: string): void {
  writeFileSync(`${path}.tmp`, `${JSON.stringify(run, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}

export function removeRun(path: string): void {
  rmSync(path, { force: true });
}

export function loadRun(path: string, command: string, resource: string): BatchRun {
  let run: BatchRun;
  try {
    run = JSON.parse(readFileSync(path, 'utf8')) as BatchRun;
  } catch (e) {
    throw usageError(`Не удалось прочитать файл продолжения ${path}: ${fileErrorReason(e)}`);
  }
  if (run.version !== 1 || !Array.isArray(run.items)) throw usageError(`${path} не похож на файл продолжения пакета`);
  if (run.command !== command || run.resource !== resource)
    throw usageError(`Файл ${path} от другой команды: crm batch ${run.command} ${run.resource}`);
  return run;
}
