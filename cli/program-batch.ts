import { type Command, Option } from 'commander';
import { helpExamples } from './help-examples.ts';
import { collect, examples, type ProgramContext, positiveInt } from './program-context.ts';

const batchOptions = (cmd: Command) =>
  cmd
    .argument('<ресурс>', 'имя ресурса')
    .argument('[ids...]', 'номера записей (или --from-file, или stdin)')
    .option('--from-file <файл>', 'номера записей из файла: через пробел, запятую или по строкам')
    .option('--dry-run', 'показать, что изменится, ничего не меняя')
    .option('-y, --yes', 'не спрашивать подтверждения (для скриптов)')
    .option('--resume <файл>', 'продолжить прерванный запуск по файлу .crm-batch-*.json')
    .addOption(new Option('--delay-ms <мс>', 'пауза между записями').argParser(positiveInt).hideHelp());

export function registerBatchCommands(program: Command, ctx: ProgramContext) {
  const batch = program
    .command('batch')
    .description('пакетные операции: подтверждение, прогресс, продолжение после прерывания')
    .addHelpText(
      'after',
      `
Каждая запись отправляется с заголовком Idempotency-Key, поэтому повтор или продолжение
(--resume) никогда не применяет её дважды. При Ctrl+C текущая запись завершается, а в текущей
папке остаётся файл .crm-batch-<id>.json для --resume.
Коды выхода: 0 — всё выполнено, 1 — есть ошибки (перечислены), 2 — ошибка вызова, 130 — прервано.
`,
    );

  batchOptions(batch.command('update'))
    .description('изменить поля у многих записей (PUT каждой записи)')
    .option('--set <поле=значение>', 'новое значение поля (можно несколько раз)', collect)
    .addHelpText('after', examples(helpExamples['batch update']))
    .action(async (resource, ids, opts) => {
      const { handleBatchUpdate } = await import('./commands/batch.command.ts');
      await handleBatchUpdate(
        { ...opts, resource, ids, stdin: ctx.stdin },
        await ctx.io(),
        await ctx.api(),
        ctx.signal(),
      );
    });

  batchOptions(batch.command('delete'))
    .description('удалить много записей')
    .addHelpText('after', examples(helpExamples['batch delete']))
    .action(async (resource, ids, opts) => {
      const { handleBatchDelete } = await import('./commands/batch.command.ts');
      await handleBatchDelete(
        { ...opts, resource, ids, stdin: ctx.stdin },
        await ctx.io(),
        await ctx.api(),
        ctx.signal(),
      );
    });
}
