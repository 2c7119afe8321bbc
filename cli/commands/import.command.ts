import { createHash } from 'node:crypto';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { CliApi } from '../api/connect.ts';
import { countOf, nouns } from '../../core/plural.ts';
import { CliError, exitCodes } from '../cli-error.ts';
import { describeRows } from '../import/import-diff.ts';
import { type ImportRow, lineRanges, type RowError, readImportFile } from '../import/import-file.ts';
import { readTableFile } from '../import/read-table-file.ts';
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
  if (errors.length > SHOWN_ERRORS) io.stderr.write(`… и ещё ${countOf(errors.length - SHOWN_ERRORS, nouns.error)}\n`);
}

/**
 * Creates or updates records from a CSV or XLSX file. Every row is checked first (the registry's write schema,
 * then references and ids on the server); with any error nothing is written unless
 * --continue-on-error. A failure the server finds while writing stops the import and names the
 * rows already written.
 */
export async function handleImport(args: ImportArgs, io: Io, api: CliApi, signal?: AbortSignal): Promise<ImportResult> {
  const def = findResource(args.resource);
  const file = readImportFile(def, await readTableFile(args.from));
  if (file.skipped.length) io.stderr.write(`Колонки только для чтения пропущены: ${file.skipped.join(', ')}\n`);
  const refs = await checkReferences(def, file.rows, api);
  if (refs.unchecked.length)
    io.stderr.write(`Ссылки не проверены (нет доступа к списку): ${refs.unchecked.join(', ')}\n`);
  const errors = [...file.errors, ...refs.errors].sort((a, b) => a.line - b.line);
  printErrors(io, errors);
  const badLines = new Set(errors.map((e) => e.line));
  const toWrite = file.rows.filter((row) => !badLines.has(row.line));
  const result: ImportResult = { created: [], updated: [], written: [], failed: errors };
  const total = file.rows.length + new Set(file.errors.map((e) => e.line)).size;

  if (args.dryRun || (errors.length && !args.continueOnError)) {
    const creates = toWrite.filter((r) => r.mode === 'create').length;
    let unchanged: number[] = [];
    if (args.dryRun) {
      const described = describeRows(def, toWrite, refs.current, refs.lookups);
      for (const line of described.lines) io.stdout.write(`${line}\n`);
      unchanged = described.unchanged;
    }
    const updates = toWrite.length - creates - unchanged.length;
    const unchangedNote = unchanged.length
      ? `, без изменений ${unchanged.length} (${unchanged.length === 1 ? 'строка' : 'строки'} ${lineRanges(unchanged)})`
      : '';
    io.stdout.write(
      `Проверено ${countOf(total, nouns.row)}: без ошибок ${toWrite.length} (создать ${creates}, обновить ${updates}${unchangedNote}), с ошибками ${badLines.size}. Ничего не записано.\n`,
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
    `Создано: ${countOf(result.created.length, nouns.record)}, обновлено: ${countOf(result.updated.length, nouns.record)}. Записаны строки: ${lineRanges(result.written)}.\n`,
  );
  if (signal?.aborted)
    throw new CliError(`Импорт прерван; не записаны строки: ${lineRanges(notWritten)}`, exitCodes.interrupted);
  if (result.failed.length)
    throw new CliError(`Импорт завершён с ошибками; не записаны строки: ${lineRanges([...badLines, ...notWritten])}`);
  return result;
}
