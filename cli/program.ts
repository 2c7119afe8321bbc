import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { helpExamples } from './help-examples.ts';
import { russianHelp } from './help-ru.ts';
import { registerBatchCommands } from './program-batch.ts';
import { examples, type ProgramContext, processContext } from './program-context.ts';
import { registerDataCommands } from './program-data.ts';
import { registerFinanceCommands } from './program-finance.ts';
import { registerLedgerCommands } from './program-ledger.ts';
import { keyBindingsHelp } from './ui/key-bindings.ts';

// Imported, not read from disk beside this file: the bundle (npm run build:cli) lives in cli/dist/.
const { version } = packageJson;

const environmentHelp = `
Переменные окружения:
  CRM_URL       адрес сервера (вместо сохранённого при входе)
  CRM_TOKEN     API-токен (вместо сохранённого); вход не нужен
  CRM_EMAIL     e-mail для crm login без вопросов
  CRM_PASSWORD  пароль для crm login без вопросов
  DEBUG=crm     печатать трассировку ошибок

Коды выхода: 0 — успех, 1 — ошибка или часть записей не выполнена, 2 — неверный вызов,
130 — прервано (Ctrl+C).
`;

/** The `crm` command tree; actions call one testable handleX per subcommand. */
export function buildProgram(ctx: ProgramContext = processContext()): Command {
  // exitOverride before any subcommand exists, so they inherit it: main.ts maps parse errors to exit 2.
  const program = russianHelp(
    new Command('crm').exitOverride().configureOutput({
      writeOut: (text) => ctx.out.stdout.write(text),
      writeErr: (text) => ctx.out.stderr.write(text),
    }),
  )
    .description('CRM в терминале: списки, выгрузка и загрузка, пакетные операции бухгалтерии')
    .version(version, '-V, --version', 'показать версию')
    .addHelpText('after', `${examples(helpExamples.crm)}${environmentHelp}\n${keyBindingsHelp()}\n`);

  program
    .command('login')
    .description('войти и сохранить API-токен этого компьютера')
    .option('--url <адрес>', 'адрес сервера (по умолчанию CRM_URL или http://127.0.0.1:3000)')
    .option('--email <e-mail>', 'e-mail (иначе CRM_EMAIL или вопрос)')
    .addHelpText(
      'after',
      `${examples(helpExamples.login)}
Пароль вводится скрыто или берётся из CRM_PASSWORD; в командной строке его не передают.
Токен хранится в $XDG_CONFIG_HOME/crm/config.json (обычно ~/.config/crm), доступ только у владельца.
`,
    )
    .action(async (opts) => {
      const { handleLogin } = await import('./commands/login.command.ts');
      await handleLogin(opts, await ctx.io(), ctx.env);
    });

  program
    .command('logout')
    .description('отозвать сохранённый токен и удалить его с компьютера')
    .action(async () => {
      const { handleLogout } = await import('./commands/login.command.ts');
      await handleLogout(await ctx.io(), ctx.env);
    });

  program
    .command('whoami')
    .description('кто вошёл и на какой сервер')
    .action(async () => {
      const { handleWhoami } = await import('./commands/login.command.ts');
      await handleWhoami(await ctx.io(), ctx.env);
    });

  registerDataCommands(program, ctx);
  registerBatchCommands(program, ctx);
  registerFinanceCommands(program, ctx);
  registerLedgerCommands(program, ctx);
  return program;
}
