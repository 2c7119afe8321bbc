import type { Command } from 'commander';
import { helpExamples } from './help-examples.ts';
import { examples, type ProgramContext, positiveInt } from './program-context.ts';

const listOptions = (cmd: Command) =>
  cmd
    .option('--filter <фильтр>', "отбор: 'поле=з1,з2;поле2=з3' (диапазоны дат и чисел: a..b)")
    .option('--search <текст>', 'поиск по полям поиска ресурса')
    .option('--sort <поле>', 'сортировка по полю')
    .option('--order <asc|desc>', 'направление сортировки');

export function registerDataCommands(program: Command, ctx: ProgramContext) {
  program
    .command('resources')
    .description('список ресурсов и права, которые они требуют')
    .action(async () => {
      const { handleResources } = await import('./commands/resources.command.ts');
      await handleResources(await ctx.io());
    });

  listOptions(program.command('list').argument('<ресурс>', 'имя ресурса, например contractors'))
    .description('показать записи ресурса: таблица на терминале, текст в конвейере, --json/--csv для скриптов')
    .option('--page <n>', 'номер страницы', positiveInt)
    .option('--all', 'все страницы')
    .option('--fields <a,b,c>', 'колонки (по умолчанию — колонки списка из реестра)')
    .option('--json', 'один JSON-массив записей')
    .option('--csv', 'CSV (RFC 4180) с ключами полей в заголовке')
    .option('--bom', 'с --csv: добавить UTF-8 BOM для Excel')
    .addHelpText('after', examples(helpExamples.list))
    .action(async (resource, opts) => {
      const { handleList } = await import('./commands/list.command.ts');
      await handleList({ ...opts, resource }, await ctx.io(), await ctx.api());
    });

  program
    .command('get')
    .argument('<ресурс>', 'имя ресурса')
    .argument('<id>', 'номер записи')
    .description('показать одну запись со всеми полями')
    .option('--json', 'запись в JSON, с вложенными списками')
    .addHelpText('after', examples(helpExamples.get))
    .action(async (resource, id, opts) => {
      const { handleGet } = await import('./commands/get.command.ts');
      await handleGet({ ...opts, resource, id }, await ctx.io(), await ctx.api());
    });

  listOptions(program.command('export').argument('<ресурс>', 'имя ресурса'))
    .description('выгрузить все записи в файл (по 500 за запрос); файл появляется только целиком')
    .requiredOption('--format <csv|xlsx|json>', 'формат файла')
    .requiredOption('--out <файл>', 'куда записать')
    .option('--fields <a,b,c>', 'колонки (по умолчанию — все хранимые поля)')
    .option('--bom', 'с csv: добавить UTF-8 BOM для Excel')
    .addHelpText('after', examples(helpExamples.export))
    .action(async (resource, opts) => {
      const { handleExport } = await import('./commands/export.command.ts');
      await handleExport({ ...opts, resource }, await ctx.io(), await ctx.api(), ctx.signal());
    });

  program
    .command('import')
    .argument('<ресурс>', 'имя ресурса')
    .description('создать или обновить записи из CSV или XLSX (колонка id — обновить эту запись)')
    .requiredOption('--from <файл>', '.csv или .xlsx с заголовком: ключи полей или их русские названия')
    .option('--dry-run', 'проверить все строки и показать, что изменится, ничего не записывая')
    .option('--continue-on-error', 'записать строки без ошибок, даже если в других есть ошибки')
    .addHelpText(
      'after',
      `${examples(helpExamples.import)}
CSV читается таким, каким его сохраняет Excel: разделитель «;» или «,», кодировка UTF-8 (с BOM
или без) или Windows-1251 — определяются сами; из .xlsx берётся первый лист. Значения — как в
списке: «да»/«нет», названия вариантов, даты дд.мм.гггг.
Все строки проверяются до записи (поля, ссылки, номера обновляемых записей); при ошибке ничего
не записывается. Если сервер отказал во время записи, команда называет уже записанные строки;
повторный запуск того же файла в течение суток не создаёт их второй раз.
Номер строки — как в таблице: заголовок — строка 1.
`,
    )
    .action(async (resource, opts) => {
      const { handleImport } = await import('./commands/import.command.ts');
      await handleImport({ ...opts, resource }, await ctx.io(), await ctx.api(), ctx.signal());
    });
}
