import { nullifyAmount, ownerBalances } from '../../core/actions/defs/ledger.actions.ts';
import type { BalanceRow } from '../../core/ledger/ledger-contract.ts';
import { formatRoubles, toKopecks } from '../../core/money.ts';
import { countOf } from '../../core/plural.ts';
import type { CliApi } from '../api/connect.ts';
import { runBatch } from '../batch/batch-runner.ts';
import { confirmBatch } from '../batch/confirm-batch.ts';
import { type BatchRun, loadRun, newRun, resumePath } from '../batch/resume-file.ts';
import { CliError, exitCodes, usageError } from '../cli-error.ts';
import { financeCall } from '../finance/finance-call.ts';
import { type ReportFacts, writeReport } from '../finance/finance-report.ts';
import type { Io } from '../io.ts';
import { type FinanceBatchArgs, financeIds } from './finance-batch.command.ts';

const COMMAND = 'transactions nullify';
const WORKERS = ['работник', 'работника', 'работников'] as const;
/** «обнулить баланс 1 работника, 5 работников»: whose balance, the genitive. */
const OF_WORKERS = ['работника', 'работников', 'работников'] as const;
const PAGE = 500;

export interface NullifyArgs extends Omit<FinanceBatchArgs, 'ids'> {
  individuals?: string[];
  /** yyyy-MM-dd of the balancing rows; the server's today without it. */
  date?: string;
}

/** The workers of a new run: --individuals (spaces or commas) or --from file.csv, exactly one. */
function workerIds(args: NullifyArgs): Promise<string[]> {
  if (args.individuals?.length && args.from) throw usageError('Укажите либо --individuals, либо --from, не оба');
  if (!args.individuals?.length && !args.from)
    throw usageError('Не заданы работники: укажите --individuals или --from файл.csv');
  return financeIds({ ...args, ids: args.individuals });
}

/** The workers' balances (GET /api/transactions/balances), 500 ids a request; a worker with no rows owes nothing. */
async function balancesOf(api: CliApi, ids: readonly string[]): Promise<Map<string, BalanceRow>> {
  const found = new Map<string, BalanceRow>();
  for (let at = 0; at < ids.length; at += PAGE) {
    const owner_ids = ids.slice(at, at + PAGE).join(',');
    const answer = await financeCall(api, ownerBalances, { query: { owner_class: 'Individual', owner_ids } });
    for (const row of answer.items) found.set(String(row.owner_id), row);
  }
  return found;
}

const nameOf = (id: string, row: BalanceRow | undefined) => row?.name ?? `работник №${id}`;

/**
 * `crm transactions nullify`: zeroes workers' balances, one POST /api/transactions/nullify_amount per
 * worker on the batch runner (resume file, Idempotency-Key per worker, confirmation, --report). The
 * dry run lists each worker's name and balance and the total that would be zeroed, writing nothing.
 */
export async function handleNullify(args: NullifyArgs, io: Io, api: CliApi, signal?: AbortSignal) {
  if (args.resume && (args.individuals?.length || args.from))
    throw usageError('С --resume номера работников берутся из файла продолжения');
  const run: BatchRun = args.resume
    ? loadRun(args.resume, COMMAND, 'transactions')
    : newRun(COMMAND, 'transactions', { date: args.date }, await workerIds(args));
  const pending = run.items.filter((i) => i.status !== 'done');
  const balances = await balancesOf(
    api,
    pending.map((i) => i.item),
  );
  const facts = new Map<string, ReportFacts>(
    run.items.map((i) => {
      const row = balances.get(i.item);
      return [i.item, { contractor: nameOf(i.item, row), sum: formatRoubles(row?.balance ?? '0') }];
    }),
  );

  // A number that names no worker (the balances answer no name for it) is a data error: said in the
  // dry run, and a new run sends nothing (issue 24 item 7: it was listed as «баланс 0,00»).
  const unknown = pending.filter((i) => !balances.get(i.item)?.name).map((i) => i.item);
  if (unknown.length && !args.dryRun && !args.resume)
    throw new CliError(`Не найдены работники: №${unknown.join(', №')}. Ничего не изменено`);
  let total = 0n;
  let changing = 0;
  for (const { item } of pending) {
    if (unknown.includes(item)) {
      if (args.dryRun) io.stdout.write(`Работник №${item} не найден\n`);
      continue;
    }
    const balance = toKopecks(balances.get(item)?.balance ?? '0');
    const head = `Работник №${item}, ${nameOf(item, balances.get(item))}: баланс ${formatRoubles(balance)}`;
    if (balance !== 0n) {
      changing++;
      total += balance;
    }
    if (args.dryRun) io.stdout.write(`${head}${balance === 0n ? ', без изменений' : ' → 0,00'}\n`);
  }
  const summary = `${countOf(changing, OF_WORKERS)} на сумму ${formatRoubles(total)}`;
  if (args.dryRun) {
    io.stdout.write(
      `Пробный запуск: обнулить баланс ${summary}; без изменений ${pending.length - changing - unknown.length}${unknown.length ? `; не найдены ${unknown.length}` : ''}. Ничего не изменено.\n`,
    );
    return;
  }
  if (!args.yes) await confirmBatch(io, `Обнулить баланс ${summary}?`, undefined, signal);
  const file = args.resume ?? resumePath(run);
  const outcome = await runBatch({
    run,
    resumeFile: file,
    title: 'Обнуление балансов работников',
    io,
    signal,
    delayMs: args.delayMs,
    apply: async (item, key) => {
      const date = run.params.date ? String(run.params.date) : undefined;
      const body = { owner_class: 'Individual', owner_id: Number(item), payment_date: date } as const;
      const answer = await financeCall(api, nullifyAmount, { body }, key);
      return answer.transaction_id === null
        ? 'Баланс уже 0,00: ничего не изменено'
        : `Обнулено: было ${formatRoubles(answer.balance_before)}, операция №${answer.transaction_id}`;
    },
  });
  if (args.report) writeReport(args.report, run.items, facts, 'Работник');
  io.stdout.write(`Выполнено: ${outcome.done} из ${run.items.length} (обнуление балансов)\n`);
  for (const f of outcome.failed) io.stderr.write(`Не выполнено №${f.item}: ${f.error}\n`);
  const again = `crm ${COMMAND} --resume ${file}${args.report ? ` --report ${args.report}` : ''}`;
  if (outcome.stoppedBy) throw new CliError(`${outcome.stoppedBy}. Продолжить: ${again}`);
  if (outcome.interrupted) throw new CliError(`Прервано. Продолжить: ${again}`, exitCodes.interrupted);
  if (outcome.failed.length)
    throw new CliError(`Не выполнено: ${countOf(outcome.failed.length, WORKERS)}. Повторить неудачные: ${again}`);
}
