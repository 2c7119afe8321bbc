import { countOf } from '../../core/plural.ts';
import { resources } from '../../core/resources/index.ts';
import { formatRoubles, toKopecks } from '../../core/money.ts';
import type { CliApi } from '../api/connect.ts';
import { recordsById } from '../api/fetch-pages.ts';
import { type BatchRun, itemKey, loadRun, newRun, resumePath, removeRun, saveRun } from '../batch/resume-file.ts';
import { CliError, exitCodes, usageError } from '../cli-error.ts';
import { confirmBatch } from '../batch/confirm-batch.ts';
import { financeRequest } from '../finance/finance-call.ts';
import { contractorName } from '../finance/finance-kinds.ts';
import { type ReportFacts, writeReport } from '../finance/finance-report.ts';
import type { Io } from '../io.ts';
import { type FinanceBatchArgs, financeIds } from './finance-batch.command.ts';

interface JobView {
  id: number;
  done: boolean;
  failed: boolean;
  progress: { done: number; total: number } | null;
  result: Record<string, unknown> | null;
  error: string | null;
}

const COMMAND = 'accounts mass-send';
const accountNouns = ['счёт', 'счёта', 'счетов'] as const;

/** The job's report rows, whatever list the job keeps them in, as plain lines. */
function resultLines(result: Record<string, unknown> | null): string[] {
  if (!result) return [];
  const rows = Object.entries(result).flatMap(([key, value]) =>
    key !== 'notice' && Array.isArray(value) ? value : [],
  );
  return rows.map((row) =>
    row !== null && typeof row === 'object'
      ? Object.entries(row as Record<string, unknown>)
          .map(([k, v]) => `${k}: ${v ?? ''}`)
          .join('; ')
      : String(row),
  );
}

async function followJob(api: CliApi, jobId: number, io: Io, signal: AbortSignal | undefined, pollMs: number) {
  const progress = io.progress(`Рассылка счетов (задание №${jobId})`);
  try {
    for (;;) {
      const job = await financeRequest<JobView>(api, 'GET', `/api/jobs/${jobId}`);
      if (job.progress) progress.update({ done: job.progress.done, total: job.progress.total });
      if (job.done || job.failed) return job;
      if (signal?.aborted) return null;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    progress.stop();
  }
}

/**
 * `crm accounts mass-send`: one POST /api/accounts/mass_send_pdf for all the accounts (a background
 * job on the server: 202 {job_id}), then GET /api/jobs/{id} until it is done, with its progress.
 * The request's Idempotency-Key and the job number live in the resume file, so --resume follows the
 * same job (or replays the same request) instead of mailing anyone twice.
 */
export async function handleMassSend(
  args: FinanceBatchArgs & { act?: boolean; dontSendToClient?: boolean; pollMs?: number },
  io: Io,
  api: CliApi,
  signal?: AbortSignal,
) {
  const def = resources.accounts;
  if (args.resume && (args.ids?.length || args.from))
    throw usageError('С --resume номера берутся из файла продолжения');
  const run: BatchRun = args.resume
    ? loadRun(args.resume, COMMAND, def.name)
    : newRun(
        COMMAND,
        def.name,
        { act: Boolean(args.act), dontSendToClient: Boolean(args.dontSendToClient) },
        financeIds(args),
      );
  const ids = run.items.map((i) => Number(i.item));
  const { items, lookups } = await recordsById(api.resource(def), ids);
  const byId = new Map(items.map((r) => [Number(r.id), r as Record<string, unknown>]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw usageError(`Не найдены (${def.title}): №${missing.join(', №')}`);
  const facts = new Map<string, ReportFacts>(
    items.map((r) => [
      String(r.id),
      { contractor: contractorName(r, lookups), sum: formatRoubles(toKopecks(r.amount as string)) },
    ]),
  );
  const total = items.reduce((s, r) => s + toKopecks(r.amount as string), 0n);
  const summary = `${countOf(ids.length, accountNouns)} на сумму ${formatRoubles(total)}${run.params.act ? ' с актами' : ''}`;
  if (args.dryRun) {
    for (const r of items)
      io.stdout.write(
        `Счёт №${r.id} (${r.number ?? 'без номера'}), ${facts.get(String(r.id))!.contractor}, ${facts.get(String(r.id))!.sum}\n`,
      );
    io.stdout.write(`Пробный запуск: отправить ${summary}. Ничего не отправлено.\n`);
    return;
  }
  if (!args.yes && !run.params.job_id)
    await confirmBatch(io, `Отправить ${summary}?`, 'Отменено: ничего не отправлено');
  const file = args.resume ?? resumePath(run);
  saveRun(run, file);
  if (!run.params.job_id) {
    const orderIds = [...new Set(items.flatMap((r) => (Array.isArray(r.order_ids) ? (r.order_ids as number[]) : [])))];
    const answer = await financeRequest<{ job_id: number }>(
      api,
      'POST',
      '/api/accounts/mass_send_pdf',
      {
        account_ids: ids,
        act_account_ids: run.params.act ? ids : [],
        order_ids: orderIds,
        dont_send_to_client: Boolean(run.params.dontSendToClient),
      },
      itemKey(run.run_id, 'mass-send'),
    );
    run.params.job_id = answer.job_id;
    saveRun(run, file);
  }
  const job = await followJob(api, Number(run.params.job_id), io, signal, args.pollMs ?? 500);
  const again = `crm ${COMMAND} --resume ${file}`;
  if (!job) throw new CliError(`Прервано: задание продолжается на сервере. Следить: ${again}`, exitCodes.interrupted);
  for (const line of resultLines(job.result)) io.stdout.write(`${line}\n`);
  const notice = (job.result?.notice as { text?: string } | undefined)?.text;
  if (notice) io.stdout.write(`${notice}\n`);
  for (const i of run.items) i.status = job.failed ? 'failed' : 'done';
  if (args.report) writeReport(args.report, run.items, facts);
  removeRun(file);
  if (job.failed) throw new CliError(`Рассылка не удалась: ${job.error ?? 'ошибка задания'}`);
}
