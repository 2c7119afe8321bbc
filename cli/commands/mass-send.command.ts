import type { Row } from '../../core/api/api-client.ts';
import { massSendAccountPdf } from '../../core/actions/defs/account-sending.actions.ts';
import { readJob } from '../../core/actions/defs/shell.actions.ts';
import { countOf } from '../../core/plural.ts';
import { resources } from '../../core/resources/index.ts';
import { formatRoubles } from '../../core/money.ts';
import type { CliApi } from '../api/connect.ts';
import { recordsById } from '../api/fetch-pages.ts';
import { type BatchRun, itemKey, loadRun, newRun, resumePath, removeRun, saveRun } from '../batch/resume-file.ts';
import { CliError, exitCodes, usageError } from '../cli-error.ts';
import { confirmBatch } from '../batch/confirm-batch.ts';
import { stopIfInterrupted } from '../interrupt.ts';
import { jobRows, planLine, planMassSend, planSummary, resultLine } from '../finance/mass-send-plan.ts';
import { financeCall } from '../finance/finance-call.ts';
import { contractorName } from '../finance/finance-kinds.ts';
import { type ReportFacts, writeReport } from '../finance/finance-report.ts';
import type { Io } from '../io.ts';
import { type FinanceBatchArgs, financeIds } from './finance-batch.command.ts';

const COMMAND = 'accounts mass-send';
const accountNouns = ['счёт', 'счёта', 'счетов'] as const;

async function followJob(api: CliApi, jobId: number, io: Io, signal: AbortSignal | undefined, pollMs: number) {
  const progress = io.progress(`Рассылка счетов (задание №${jobId})`);
  try {
    for (;;) {
      const job = await financeCall(api, readJob, { params: { id: jobId } });
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
 * same job (or replays the same request) instead of mailing anyone twice. With --act, an account
 * without an act goes without one (said in the dry run and the question) unless --only-with-act.
 * Exit 1 when any letter was not delivered (issue 24 item 4).
 */
export async function handleMassSend(
  args: FinanceBatchArgs & { act?: boolean; onlyWithAct?: boolean; dontSendToClient?: boolean; pollMs?: number },
  io: Io,
  api: CliApi,
  signal?: AbortSignal,
) {
  const def = resources.accounts;
  if (args.resume && (args.ids?.length || args.from))
    throw usageError('С --resume номера берутся из файла продолжения');
  if (args.onlyWithAct && !args.act) throw usageError('--only-with-act имеет смысл только вместе с --act');
  const run: BatchRun = args.resume
    ? loadRun(args.resume, COMMAND, def.name)
    : newRun(
        COMMAND,
        def.name,
        {
          act: Boolean(args.act),
          onlyWithAct: Boolean(args.onlyWithAct),
          dontSendToClient: Boolean(args.dontSendToClient),
        },
        await financeIds(args),
      );
  const options = { act: Boolean(run.params.act), onlyWithAct: Boolean(run.params.onlyWithAct) };
  const ids = run.items.map((i) => Number(i.item));
  const { items, lookups } = await recordsById(api.resource(def), ids);
  const byId = new Map(items.map((r) => [Number(r.id), r as Record<string, unknown>]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw new CliError(`Не найдены (${def.title}): №${missing.join(', №')}`);
  const plan = planMassSend(
    ids.map((id) => byId.get(id)!),
    (r) => contractorName(r, lookups),
    options,
  );
  const planned = new Map(plan.map((a) => [a.id, a]));
  const facts = new Map<string, ReportFacts>(
    plan.map((a) => [String(a.id), { contractor: a.contractor, sum: formatRoubles(a.sum) }]),
  );
  const summary = planSummary(plan, options);
  if (args.dryRun) {
    for (const a of plan) io.stdout.write(`${planLine(a, options)}\n`);
    io.stdout.write(`Пробный запуск: отправить ${summary}. Ничего не отправлено.\n`);
    return;
  }
  const sending = plan.filter((a) => !a.skipped);
  if (!sending.length) throw new CliError('Нечего отправлять: ни у одного счёта нет акта (--only-with-act)');
  if (!args.yes && !run.params.job_id)
    await confirmBatch(io, `Отправить ${summary}?`, 'Отменено: ничего не отправлено', signal);
  stopIfInterrupted(signal, 'Прервано (Ctrl+C): ничего не отправлено');
  const file = args.resume ?? resumePath(run);
  saveRun(run, file);
  if (!run.params.job_id) {
    const accountIds = sending.map((a) => a.id);
    const orderIds = [
      ...new Set(
        sending.flatMap((a) =>
          Array.isArray(byId.get(a.id)!.order_ids) ? (byId.get(a.id)!.order_ids as number[]) : [],
        ),
      ),
    ];
    const body = {
      account_ids: accountIds,
      act_account_ids: sending.filter((a) => a.withAct).map((a) => a.id),
      order_ids: orderIds,
      dont_send_to_client: Boolean(run.params.dontSendToClient),
    };
    const answer = await financeCall(api, massSendAccountPdf, { body }, itemKey(run.run_id, 'mass-send'));
    run.params.job_id = answer.job_id;
    saveRun(run, file);
  }
  const job = await followJob(api, Number(run.params.job_id), io, signal, args.pollMs ?? 500);
  const again = `crm ${COMMAND} --resume ${file}`;
  if (!job) throw new CliError(`Прервано: задание продолжается на сервере. Следить: ${again}`, exitCodes.interrupted);
  if (job.failed) {
    removeRun(file);
    throw new CliError(`Рассылка не удалась: ${job.error ?? 'ошибка задания'}`);
  }
  const result = (job.result ?? null) as Row | null;
  const rows = new Map(jobRows(result).map((r) => [String(r.account_id), r]));
  for (const item of run.items) {
    const row = rows.get(item.item);
    const a = planned.get(Number(item.item));
    if (!row) {
      item.status = 'pending';
      item.message = a?.skipped ? 'Не отправлен: у счёта нет акта (--only-with-act)' : undefined;
      continue;
    }
    item.message = resultLine(row, a);
    item.status = row.result === 'ok' ? 'done' : 'failed';
    io.stdout.write(`${item.message}\n`);
  }
  const notice = (result?.notice as { text?: string } | undefined)?.text;
  if (notice) io.stdout.write(`${notice}\n`);
  if (args.report) writeReport(args.report, run.items, facts);
  removeRun(file);
  const failed = run.items.filter((i) => i.status === 'failed').length;
  if (failed) throw new CliError(`Не доставлено: ${countOf(failed, accountNouns)} из ${sending.length}`);
}
