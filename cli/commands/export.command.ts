import { rmSync, renameSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { CliApi } from '../api/connect.ts';
import { allPages } from '../api/fetch-pages.ts';
import { countOf, nouns } from '../../core/plural.ts';
import { CliError, exitCodes, usageError } from '../cli-error.ts';
import type { Lookups } from '../output/cells.ts';
import { mergeLookups } from '../output/cells.ts';
import { pickColumns, storedColumns } from '../output/columns.ts';
import { type ExportFormat, exportWriters } from '../output/export-writers.ts';
import { findResource } from '../resources/find-resource.ts';
import type { Io } from '../io.ts';
import { type ListQueryArgs, listQuery } from './list-query.ts';

export interface ExportArgs extends ListQueryArgs {
  resource: string;
  format: string;
  out: string;
  fields?: string;
  bom?: boolean;
}

export interface ExportResult {
  rows: number;
  bytes: number;
  seconds: number;
  path: string;
}

/**
 * Every page (500 rows a request) into a temporary file beside the target, renamed into place
 * only when complete: an interrupted or failed export never leaves a half file under the name.
 */
export async function handleExport(args: ExportArgs, io: Io, api: CliApi, signal?: AbortSignal): Promise<ExportResult> {
  const def = findResource(args.resource);
  if (!(args.format in exportWriters)) throw usageError(`Неверный формат «${args.format}»: csv, xlsx или json`);
  const columns = args.fields ? pickColumns(def, args.fields) : storedColumns(def);
  const query = listQuery(def, args);
  const temp = join(dirname(args.out), `.${basename(args.out)}.${process.pid}.part`);
  const writer = exportWriters[args.format as ExportFormat](temp, columns, {
    bom: args.bom,
    sheet: def.title,
    whole: !args.fields,
  });
  const started = Date.now();
  const progress = io.progress(`Экспорт: ${def.title} → ${args.out}`);
  let rows = 0;
  try {
    for await (const answer of allPages(api.resource(def), query)) {
      if (signal?.aborted) throw new CliError('Экспорт прерван: файл не записан', exitCodes.interrupted);
      const lookups: Lookups = mergeLookups({}, answer.meta);
      await writer.write(answer.items, lookups);
      rows += answer.items.length;
      if (rows === answer.items.length) progress.update({ total: answer.meta.total, exact: answer.meta.total_exact });
      progress.update({ done: rows });
    }
    await writer.finish();
    renameSync(temp, args.out);
  } catch (e) {
    writer.abort();
    rmSync(temp, { force: true });
    throw e;
  } finally {
    progress.stop();
  }
  const seconds = (Date.now() - started) / 1000;
  const bytes = statSync(args.out).size;
  const rate = Math.round(rows / Math.max(seconds, 0.001));
  io.stdout.write(
    `Выгружено: ${countOf(rows, nouns.record)} (${def.title}) в ${args.out}, ${Math.ceil(bytes / 1024)} КБ за ${seconds.toFixed(1).replace('.', ',')} с (${rate} записей/с)\n`,
  );
  return { rows, bytes, seconds, path: args.out };
}
