import { type Command, Option } from 'commander';
import { readDate } from '../core/resources/fields/coerce.ts';
import { usageError } from './cli-error.ts';
import { helpExamples } from './help-examples.ts';
import { examples, type ProgramContext, positiveInt } from './program-context.ts';

const batchHelp = `
Каждый счёт (заказ) отправляется отдельным запросом со своим заголовком Idempotency-Key, поэтому
повтор или продолжение (--resume) никогда не проводит оплату дважды; уже оплаченный счёт сервер не
меняет и отвечает «уже оплачен». При Ctrl+C текущая запись завершается, а в текущей папке остаётся
файл .crm-batch-<id>.json для --resume.
Коды выхода: 0 — всё выполнено, 1 — есть ошибки (перечислены), 2 — ошибка вызова, 130 — прервано.
`;

const financeOptions = (cmd: Command, what: string) =>
  cmd
    .option(`--${what === 'заказов' ? 'orders' : 'ids'} <номера...>`, `номера ${what}: через пробел или запятую`)
    .option('--from <файл.csv>', `номера ${what} из CSV (колонка id или №, иначе первая)`)
    .option('--dry-run', 'показать, что изменится (контрагенты и суммы), ничего не меняя')
    .option('-y, --yes', 'не спрашивать подтверждения (для скриптов)')
    .option('--resume <файл>', 'продолжить прерванный запуск по файлу .crm-batch-*.json')
    .option('--report <файл.csv>', 'отчёт по каждой записи: №, контрагент, сумма, результат, сообщение')
    .addOption(new Option('--delay-ms <мс>', 'пауза между записями').argParser(positiveInt).hideHelp());

/** dd.MM.yyyy (or ISO) as ISO; required unless the run is resumed (the file keeps it). */
function dateOption(value: string | undefined, option: string, resume: string | undefined): string | undefined {
  if (resume) return undefined;
  if (!value) throw usageError(`Укажите ${option} дд.мм.гггг`);
  const date = readDate(value.trim());
  if (!date) throw usageError(`Неверная дата ${option} «${value}»: нужна дд.мм.гггг`);
  return date;
}

export function registerFinanceCommands(program: Command, ctx: ProgramContext) {
  const accounts = program
    .command('accounts')
    .description('счета: оплата, отправка PDF, массовая рассылка')
    .addHelpText('after', batchHelp);

  financeOptions(accounts.command('pay'), 'счетов')
    .description('отметить счета оплаченными полностью на дату (с проводкой «оплата клиента»)')
    .option('--date <дд.мм.гггг>', 'дата оплаты')
    .addHelpText('after', `${examples(helpExamples['accounts pay'])}${batchHelp}`)
    .action(async (opts) => {
      const { runFinanceBatch } = await import('./commands/finance-batch.command.ts');
      const { accountsPay } = await import('./finance/finance-kinds.ts');
      const date = dateOption(opts.date, '--date', opts.resume);
      await runFinanceBatch(accountsPay, opts, { date }, await ctx.io(), await ctx.api(), ctx.signal());
    });

  financeOptions(accounts.command('send-pdf'), 'счетов')
    .description('отправить PDF счёта (и акта) контрагенту, по одному запросу на счёт')
    .option('--act', 'приложить и акт')
    .option('--dont-send-to-client', 'не отправлять клиенту (только себе)')
    .addHelpText('after', `${examples(helpExamples['accounts send-pdf'])}${batchHelp}`)
    .action(async (opts) => {
      const { runFinanceBatch } = await import('./commands/finance-batch.command.ts');
      const { accountsSendPdf } = await import('./finance/finance-kinds.ts');
      const params = { act: Boolean(opts.act), dontSendToClient: Boolean(opts.dontSendToClient) };
      await runFinanceBatch(accountsSendPdf, opts, params, await ctx.io(), await ctx.api(), ctx.signal());
    });

  financeOptions(accounts.command('mass-send'), 'счетов')
    .description('массовая рассылка PDF одним заданием на сервере, с его прогрессом')
    .option('--act', 'приложить акты этих счетов')
    .option('--dont-send-to-client', 'не отправлять клиентам (только себе)')
    .addOption(new Option('--poll-ms <мс>', 'как часто спрашивать о задании').argParser(positiveInt).hideHelp())
    .addHelpText(
      'after',
      `${examples(helpExamples['accounts mass-send'])}
Все счета уходят одним запросом (фоновое задание), он повторяется с тем же Idempotency-Key, а
--resume следит за тем же заданием: никому не придёт второе письмо.
Коды выхода: 0 — готово, 1 — задание не удалось, 2 — ошибка вызова, 130 — прервано.
`,
    )
    .action(async (opts) => {
      const { handleMassSend } = await import('./commands/mass-send.command.ts');
      await handleMassSend(opts, await ctx.io(), await ctx.api(), ctx.signal());
    });

  const invoices = program.command('invoices').description('счета по заказам: проставить оплату');
  financeOptions(invoices.command('pay'), 'заказов')
    .description('проставить предоплату (pp) или окончательную оплату (p) заказов на дату')
    .addOption(new Option('--type <вид>', 'pp — предоплата, p — окончательная оплата').choices(['pp', 'p']))
    .option('--paid-at <дд.мм.гггг>', 'дата оплаты')
    .addHelpText('after', `${examples(helpExamples['invoices pay'])}${batchHelp}`)
    .action(async (opts) => {
      const { runFinanceBatch } = await import('./commands/finance-batch.command.ts');
      const { invoicesPay } = await import('./finance/finance-kinds.ts');
      if (!opts.resume && !opts.type) throw usageError('Укажите --type pp или p');
      const date = dateOption(opts.paidAt, '--paid-at', opts.resume);
      const params = { type: opts.type, date };
      await runFinanceBatch(
        invoicesPay,
        { ...opts, ids: opts.orders },
        params,
        await ctx.io(),
        await ctx.api(),
        ctx.signal(),
      );
    });
}
