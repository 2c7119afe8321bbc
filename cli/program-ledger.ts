import { type Command, Option } from 'commander';
import { readDate } from '../core/resources/fields/coerce.ts';
import { usageError } from './cli-error.ts';
import { helpExamples } from './help-examples.ts';
import { examples, type ProgramContext, positiveInt } from './program-context.ts';

const exportHelp = `
Фильтр, поиск и сортировка — те же, что у списка операций (crm list transactions): сервер отбирает
строки сам и отдаёт их потоком. Файл пишется в ФАЙЛ.part рядом и переименовывается, только когда
получен целиком: прерванная выгрузка (Ctrl+C, обрыв связи) не оставляет ни ФАЙЛ, ни .part.
CSV — для русского Excel: UTF-8 с BOM, разделитель «;», суммы с запятой (1234,50), даты дд.мм.гггг.
XLSX — суммы числами с форматом, даты датами.
Коды выхода: 0 — файл записан, 1 — ошибка, 2 — неверный вызов или файл уже есть, 130 — прервано.
`;

const nullifyHelp = `
Каждый работник обнуляется отдельным запросом со своим заголовком Idempotency-Key (одна
балансирующая операция на работника), поэтому повтор или продолжение (--resume) никогда не
обнуляет дважды; работнику с нулевым балансом сервер ничего не добавляет. При Ctrl+C текущий
работник завершается, а в текущей папке остаётся файл .crm-batch-<id>.json для --resume.
Коды выхода: 0 — всё выполнено, 1 — есть ошибки (перечислены), 2 — ошибка вызова, 130 — прервано.
`;

const reportHelp = `
--json печатает ответ сервера целиком (строки и итоги) для скриптов.
Коды выхода: 0 — успех, 1 — ошибка (нет доступа, сервер недоступен), 2 — неверный вызов.
`;

/** dd.MM.yyyy (or ISO) as ISO, or undefined when not given. */
function optionalDate(value: string | undefined, option: string): string | undefined {
  if (value === undefined) return undefined;
  const date = readDate(value.trim());
  if (!date) throw usageError(`Неверная дата ${option} «${value}»: нужна дд.мм.гггг`);
  return date;
}

const reportOptions = (cmd: Command) =>
  cmd
    .option('--search <текст>', 'поиск по названию или имени')
    .option('--sort <поле>', 'сортировать по полю')
    .addOption(new Option('--order <asc|desc>', 'порядок сортировки').choices(['asc', 'desc']))
    .option('--json', 'ответ сервера в JSON');

/** The ledger's commands (issue 13 item 5): export, nullify, and the debts and pay-today reports. */
export function registerLedgerCommands(program: Command, ctx: ProgramContext) {
  const transactions = program.command('transactions').description('операции: выгрузка в файл, обнуление балансов');

  transactions
    .command('export')
    .description('выгрузить операции (с фильтром) в CSV или XLSX; файл появляется только целиком')
    .addOption(new Option('--format <csv|xlsx>', 'формат файла').choices(['csv', 'xlsx']).makeOptionMandatory())
    .requiredOption('--out <файл>', 'куда записать')
    .option('--filter <фильтр>', "отбор как у списка: 'ключ=значение1,значение2;ключ2=от..до'")
    .option('--search <текст>', 'поиск (комментарий, номер)')
    .option('--sort <поле>', 'сортировать по полю (по умолчанию — номер, новые сверху)')
    .addOption(new Option('--order <asc|desc>', 'порядок сортировки').choices(['asc', 'desc']))
    .option('--force', 'заменить ФАЙЛ, если он уже есть')
    .addHelpText('after', `${examples(helpExamples['transactions export'])}${exportHelp}`)
    .action(async (opts) => {
      const { handleTransactionsExport } = await import('./commands/transactions-export.command.ts');
      await handleTransactionsExport(opts, await ctx.io(), await ctx.api(), ctx.signal());
    });

  transactions
    .command('nullify')
    .description('обнулить баланс работников: по одной балансирующей операции на работника')
    .option('--individuals <номера...>', 'номера работников: через пробел или запятую')
    .option('--from <файл.csv>', 'номера работников из CSV (колонка id или №, иначе первая)')
    .option('--date <дд.мм.гггг>', 'дата балансирующих операций (по умолчанию сегодня)')
    .option('--dry-run', 'показать работников, их балансы и итог, ничего не меняя')
    .option('-y, --yes', 'не спрашивать подтверждения (для скриптов)')
    .option('--resume <файл>', 'продолжить прерванный запуск по файлу .crm-batch-*.json')
    .option('--report <файл.csv>', 'отчёт по каждому работнику: №, работник, баланс, результат, сообщение')
    .addOption(new Option('--delay-ms <мс>', 'пауза между работниками').argParser(positiveInt).hideHelp())
    .addHelpText('after', `${examples(helpExamples['transactions nullify'])}${nullifyHelp}`)
    .action(async (opts) => {
      const { handleNullify } = await import('./commands/nullify.command.ts');
      const date = opts.resume ? undefined : optionalDate(opts.date, '--date');
      await handleNullify({ ...opts, date }, await ctx.io(), await ctx.api(), ctx.signal());
    });

  reportOptions(program.command('debts'))
    .description('долги контрагентов: неоплаченные счета, долг по счетам и заказам, с итогами')
    .option('--manager <номер>', 'только контрагенты этого менеджера (номер пользователя)', positiveInt)
    .addHelpText('after', `${examples(helpExamples.debts)}${reportHelp}`)
    .action(async (opts) => {
      const { handleDebts } = await import('./commands/debts.command.ts');
      await handleDebts(opts, await ctx.io(), await ctx.api());
    });

  program
    .command('audit')
    .description('журнал аудита денег, прав, пользователей и токенов')
    .command('verify')
    .description('проверить цепочку хешей журнала: находит изменённую или удалённую запись')
    .option('--json', 'ответ сервера в JSON')
    .addHelpText('after', examples(helpExamples['audit verify']))
    .action(async (opts) => {
      const { handleAuditVerify } = await import('./commands/audit.command.ts');
      await handleAuditVerify(opts, await ctx.io(), await ctx.api());
    });

  reportOptions(program.command('pay-today'))
    .description('кому выплатить сегодня: сумма, последняя выплата, карта, с итогами')
    .addHelpText('after', `${examples(helpExamples['pay-today'])}${reportHelp}`)
    .action(async (opts) => {
      const { handlePayToday } = await import('./commands/pay-today.command.ts');
      await handlePayToday(opts, await ctx.io(), await ctx.api());
    });
}
