import { exportTransactions } from '../../core/actions/defs/ledger.actions.ts';
import { once } from 'node:events';
import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { listParams } from '../../core/api/api-client.ts';
import { countOf, nouns } from '../../core/plural.ts';
import { resources } from '../../core/resources/index.ts';
import type { CliApi } from '../api/connect.ts';
import { CliError, exitCodes, usageError } from '../cli-error.ts';
import type { Io } from '../io.ts';
import { csvRecordCounter } from '../output/csv-record-counter.ts';
import { type ListQueryArgs, listQuery } from './list-query.ts';

export interface TransactionsExportArgs extends ListQueryArgs {
  format: string;
  out: string;
  force?: boolean;
}

export interface TransactionsExportResult {
  rows: number;
  bytes: number;
  seconds: number;
}

/** The zip's end-of-directory record: an XLSX that has it was sent to the end. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/**
 * `crm transactions export`: GET /api/transactions/export streamed into FILE.part beside FILE and
 * renamed only when whole, so an interrupted or failed export leaves no FILE (and no .part). Whole
 * means: a CSV carries exactly X-Total-Count records, an XLSX ends with its zip directory. The bar
 * counts CSV records against X-Total-Count; an XLSX is compressed, so its bar counts kilobytes.
 */
export async function handleTransactionsExport(
  args: TransactionsExportArgs,
  io: Io,
  api: CliApi,
  signal?: AbortSignal,
): Promise<TransactionsExportResult> {
  const def = resources.transactions;
  if (args.format !== 'csv' && args.format !== 'xlsx')
    throw usageError(`Неверный формат «${args.format}»: csv или xlsx`);
  const query = { ...listParams(listQuery(def, args)), format: args.format };
  if (existsSync(args.out) && !args.force)
    throw usageError(`Файл ${args.out} уже есть: укажите --force, чтобы заменить его`);
  const part = `${args.out}.part`;
  const started = Date.now();
  const res = await api.download(exportTransactions.path, query, { def, op: 'read' }, signal);
  const total = Number(res.headers.get('x-total-count'));
  const csv = args.format === 'csv';
  const progress = io.progress(
    csv
      ? `Выгрузка: ${def.title} → ${args.out}`
      : `Выгрузка: ${def.title} (${countOf(total, nouns.record)}) → ${args.out}, получено КБ`,
    csv ? total : undefined,
  );
  const file = createWriteStream(part);
  await once(file, 'open');
  const counter = csvRecordCounter();
  let bytes = 0;
  let tail = Buffer.alloc(0);
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      if (csv) counter.push(chunk);
      else tail = Buffer.concat([tail, chunk]).subarray(-64);
      progress.update({ done: csv ? Math.max(0, counter.records - 1) : Math.floor(bytes / 1024) });
      if (!file.write(chunk)) await once(file, 'drain');
    }
    file.end();
    await once(file, 'close');
    const rows = csv ? counter.records - 1 : total;
    if (csv ? rows !== total : !tail.includes(ZIP_END))
      throw new CliError(
        `Сервер прервал выгрузку (получено ${csv ? `${rows} из ${total} строк` : `${bytes} байт`}): файл не записан`,
      );
    renameSync(part, args.out);
    progress.stop();
    const seconds = (Date.now() - started) / 1000;
    io.stdout.write(
      `Выгружено: ${countOf(rows, nouns.record)} (${def.title}) в ${args.out}, ${Math.ceil(bytes / 1024)} КБ за ${seconds.toFixed(1).replace('.', ',')} с\n`,
    );
    return { rows, bytes, seconds };
  } catch (e) {
    progress.stop();
    if (!file.closed) {
      file.destroy();
      await once(file, 'close');
    }
    rmSync(part, { force: true });
    if (signal?.aborted) throw new CliError('Выгрузка прервана: файл не записан', exitCodes.interrupted);
    if (e instanceof CliError) throw e;
    throw new CliError(`Выгрузка оборвалась (${(e as Error).message}): файл не записан`);
  }
}
