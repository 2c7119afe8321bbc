import { countOf } from '../../core/plural.ts';
import { resources } from '../../core/resources/index.ts';
import { formatRoubles } from '../../core/money.ts';
import type { CliApi } from '../api/connect.ts';
import { recordsById } from '../api/fetch-pages.ts';
import { runBatch } from '../batch/batch-runner.ts';
import { confirmBatch } from '../batch/confirm-batch.ts';
import { readIds } from '../batch/read-ids.ts';
import { type BatchRun, loadRun, newRun, resumePath } from '../batch/resume-file.ts';
import { CliError, exitCodes, usageError } from '../cli-error.ts';
import { contractorName, type FinanceKind } from '../finance/finance-kinds.ts';
import { type ReportFacts, writeReport } from '../finance/finance-report.ts';
import { readCsvIds } from '../finance/read-csv-ids.ts';
import type { Io } from '../io.ts';

export interface FinanceBatchArgs {
  ids?: string[];
  from?: string;
  dryRun?: boolean;
  yes?: boolean;
  resume?: string;
  report?: string;
  delayMs?: number;
}

/** The ids of a new run: --ids (spaces or commas) or --from file.csv, exactly one of them. */
export async function financeIds(args: FinanceBatchArgs): Promise<string[]> {
  if (args.ids?.length && args.from) throw usageError('Укажите либо --ids, либо --from, не оба');
  if (args.from) return readCsvIds(args.from);
  if (!args.ids?.length) throw usageError('Не заданы номера: укажите --ids или --from файл.csv');
  return readIds({ args: args.ids });
}

/**
 * A finance batch (accounts pay, invoices pay, accounts send-pdf): one request per record, each with
 * its own Idempotency-Key kept in the resume file, so a retried or resumed record is never applied
 * twice. The records are read through the API first for the dry run, the confirmation's sum and the
 * report. Exit codes as `crm batch`: 0 all done, 1 failures, 2 usage, 130 interrupted.
 */
export async function runFinanceBatch(
  kind: FinanceKind,
  args: FinanceBatchArgs,
  params: Record<string, unknown>,
  io: Io,
  api: CliApi,
  signal?: AbortSignal,
) {
  if (args.resume && (args.ids?.length || args.from))
    throw usageError('С --resume номера берутся из файла продолжения');
  const run: BatchRun = args.resume
    ? loadRun(args.resume, kind.command, kind.resource)
    : newRun(kind.command, kind.resource, params, await financeIds(args));
  const def = resources[kind.resource];
  const { items, lookups } = await recordsById(
    api.resource(def),
    run.items.map((i) => Number(i.item)),
  );
  const byId = new Map(items.map((r) => [String(r.id), r as Record<string, unknown>]));
  const facts = new Map<string, ReportFacts>(
    items.map((r) => [
      String(r.id),
      { contractor: contractorName(r, lookups), sum: formatRoubles(kind.sumOf(r, run.params)) },
    ]),
  );
  const pending = run.items.filter((i) => i.status !== 'done');
  const missing = pending.filter((i) => !byId.has(i.item)).map((i) => `№${i.item}`);
  // A number that names no record is a data error (exit 1, the README's table), not a usage error.
  if (missing.length && !args.resume) throw new CliError(`Не найдены (${def.title}): ${missing.join(', ')}`);

  let total = 0n;
  let changing = 0;
  for (const { item } of pending) {
    const record = byId.get(item);
    if (!record) continue;
    const p = kind.preview(record, facts.get(item)!.contractor, run.params);
    if (p.changes) changing++;
    total += p.sum;
    if (args.dryRun) io.stdout.write(`${p.line}\n`);
  }
  const summary = `${countOf(changing, kind.nouns)} на сумму ${formatRoubles(total)}`;
  if (args.dryRun) {
    io.stdout.write(
      `Пробный запуск: ${kind.verb.toLowerCase()} ${summary}; без изменений ${pending.length - changing}. Ничего не изменено.\n`,
    );
    return;
  }
  if (!args.yes) await confirmBatch(io, `${kind.verb}: ${summary}?`, undefined, signal);
  const file = args.resume ?? resumePath(run);
  const outcome = await runBatch({
    run,
    resumeFile: file,
    title: `${kind.verb}: ${def.title}`,
    io,
    signal,
    delayMs: args.delayMs,
    apply: (item, key) => kind.apply(api, byId.get(item), Number(item), run.params, key),
  });
  if (args.report) writeReport(args.report, run.items, facts);
  io.stdout.write(`Выполнено: ${outcome.done} из ${run.items.length} (${def.title})\n`);
  for (const f of outcome.failed) io.stderr.write(`Не выполнено №${f.item}: ${f.error}\n`);
  const again = `crm ${kind.command} --resume ${file}${args.report ? ` --report ${args.report}` : ''}`;
  if (outcome.stoppedBy) throw new CliError(`${outcome.stoppedBy}. Продолжить: ${again}`);
  if (outcome.interrupted) throw new CliError(`Прервано. Продолжить: ${again}`, exitCodes.interrupted);
  if (outcome.failed.length)
    throw new CliError(`Не выполнено: ${countOf(outcome.failed.length, kind.nouns)}. Повторить неудачные: ${again}`);
}
