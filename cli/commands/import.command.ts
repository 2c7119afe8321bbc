import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { CliApi } from '../api/connect.ts';
import { CliError, exitCodes, usageError } from '../cli-error.ts';
import { type ImportRow, lineRanges, type RowError, readImportFile } from '../import/import-file.ts';
import { checkReferences } from '../import/reference-check.ts';
import { findResource } from '../resources/find-resource.ts';
import type { Io } from '../io.ts';

export interface ImportArgs {
  resource: string;
  from: string;
  dryRun?: boolean;
  continueOnError?: boolean;
}

export interface ImportResult {
  created: number[];
  updated: number[];
  written: number[];
  failed: RowError[];
}

/**
 * Keyed by resource, row number and content: running the same file again (within the server's 24 h)
 * replays rows already written instead of creating them twice; a changed row is a new request.
 */
export function importKey(def: ResourceDef, row: ImportRow): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([row.mode, row.id ?? null, row.payload]))
    .digest('hex');
  return `crm-import:${def.name}:${row.line}:${digest.slice(0, 32)}`;
}

const SHOWN_ERRORS = 50;

/** A file with the same mistake in every row should not print thousands of lines. */
function printErrors(io: Io, errors: readonly RowError[]) {
  for (const e of errors.slice(0, SHOWN_ERRORS)) io.stderr.write(`Строка ${e.line}: ${e.message}\n`);
  if (errors.length > SHOWN_ERRORS) io.stderr.write(`… и ещё ошибок: ${errors.length - SHOWN_ERRORS}\n`);
}

/**
 * Creates or updates records from a CSV. Every row is checked first (the registry's write schema,
 * then references and ids on the server); with any error nothing is written unless
 * --continue-on-error. A failure the server finds while writing stops the import and names the
 * rows already written.
 */
export async function handleImport(args: ImportArgs, io: Io, api: CliApi, signal?: AbortSignal): Promise<ImportResult> {
  const def = findResource(args.resource);
  let text: string;
  try {
    text = readFileSync(args.from, 'utf8');
  } catch (e) {
    throw usageError(`Не удалось прочитать файл ${args.from}: ${(e as Error).message}`);
  }
  const file = readImportFile(def, text);
  if (file.skipped.length) io.stderr.write(`Колонки только для чтения пропущены: ${file.skipped.join(', ')}\n`);
  const refs = await checkReferences(def, file.rows, api);
  if (refs.unchecked.length)
    io.stderr.write(`Ссылки не проверены (нет доступа к списку): ${refs.unchecked.join(', ')}\n`);
  const errors = [...file.errors, ...refs.errors].sort((a, b) => a.line - b.line);
  printErrors(io, errors);
  const badLines = new Set(errors.map((e) => e.line));
  const toWrite = file.rows.filter((row) => !badLines.has(row.line));
  const result: ImportResult = { created: [], updated: [], written: [], failed: errors };
  const total = file.rows.length + file.errors.length;

  if (args.dryRun || (errors.length && !args.continueOnError)) {
    const creates = toWrite.filter((r) => r.mode === 'create').length;
    io.stdout.write(
      `Проверено строк: ${total}; без ошибок: ${toWrite.length} (создать ${creates}, обновить ${toWrite.length - creates}); с ошибками: ${badLines.size}. Ничего не записано.\n`,
    );
    if (errors.length) throw new CliError(`Импорт не выполнен: ошибки в строках ${lineRanges([...badLines])}`);
    return result;
  }

  const progress = io.progress(`Импорт: ${def.title}`, toWrite.length);
  const r = api.resource(def);
  try {
    for (const row of toWrite) {
      if (signal?.aborted) break;
      try {
        const saved =
          row.mode === 'create'
            ? await r.create(row.payload, importKey(def, row))
            : await r.update(row.id!, row.payload, importKey(def, row));
        (row.mode === 'create' ? result.created : result.updated).push(saved.id);
        result.written.push(row.line);
      } catch (e) {
        const failure = { line: row.line, message: (e as Error).message };
        result.failed.push(failure);
        printErrors(io, [failure]);
        if (!args.continueOnError || (e instanceof CliError && e.fatal)) break;
      }
      progress.update({ done: result.written.length, failed: result.failed.length - errors.length });
    }
  } finally {
    progress.stop();
  }
  const notWritten = toWrite.filter((row) => !result.written.includes(row.line)).map((row) => row.line);
  io.stdout.write(
    `Создано: ${result.created.length}, обновлено: ${result.updated.length}. Записаны строки: ${lineRanges(result.written)}.\n`,
  );
  if (signal?.aborted)
    throw new CliError(`Импорт прерван; не записаны строки: ${lineRanges(notWritten)}`, exitCodes.interrupted);
  if (result.failed.length)
    throw new CliError(`Импорт завершён с ошибками; не записаны строки: ${lineRanges([...badLines, ...notWritten])}`);
  return result;
}
