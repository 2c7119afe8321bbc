import { type Command, Help } from 'commander';

const titles: Record<string, string> = {
  'Usage:': 'Использование:',
  'Options:': 'Параметры:',
  'Arguments:': 'Аргументы:',
  'Commands:': 'Команды:',
  'Global Options:': 'Общие параметры:',
};

const usageWords = (text: string) => text.replaceAll('[options]', '[параметры]').replaceAll('[command]', '[команда]');

// Commander's own messages, in the order tried; anything unmatched passes through unchanged.
const errorPatterns: [RegExp, string][] = [
  [/^error: unknown option '(.+)'/, "ошибка: неизвестный параметр '$1'"],
  [/^error: unknown command '(.+)'/, "ошибка: неизвестная команда '$1'"],
  [/^error: missing required argument '(.+)'/, "ошибка: не указан обязательный аргумент '$1'"],
  [/^error: option '(.+)' argument missing/, "ошибка: у параметра '$1' нет значения"],
  [/^error: required option '(.+)' not specified/, "ошибка: не указан обязательный параметр '$1'"],
  [
    /^error: too many arguments for '(.+)'\. Expected (\d+) arguments? but got (\d+)\./,
    "ошибка: лишние аргументы у '$1': ожидалось $2, передано $3.",
  ],
  [
    /^error: too many arguments\. Expected (\d+) arguments? but got (\d+)\./,
    'ошибка: лишние аргументы: ожидалось $1, передано $2.',
  ],
  [/^error: option '(.+)' argument '(.+)' is invalid\. (.*)/, "ошибка: неверное значение '$2' параметра '$1'. $3"],
  [/\(Did you mean (.+)\?\)/, '(Возможно, вы имели в виду $1?)'],
  // Issue 24 item 7: '`crm invoices pay --type x` answers «Allowed choices are pp, p.»'.
  [/Allowed choices are (.+)\.$/m, 'Допустимые значения: $1.'],
];

export function translateCommanderError(text: string): string {
  return errorPatterns.reduce((t, [pattern, ru]) => t.replace(pattern, ru), text);
}

/** Russian help for the program and, inherited through `.command()`, for every subcommand. */
export function russianHelp(program: Command): Command {
  return program
    .helpOption('-h, --help', 'показать справку')
    .helpCommand('help [команда]', 'показать справку по команде')
    .configureHelp({
      styleTitle: (title) => titles[title] ?? title,
      commandUsage: (cmd) => usageWords(Help.prototype.commandUsage.call(new Help(), cmd)),
      subcommandTerm: (cmd) => usageWords(Help.prototype.subcommandTerm.call(new Help(), cmd)),
    })
    .configureOutput({ outputError: (text, write) => write(translateCommanderError(text)) })
    .showHelpAfterError('(подробнее: crm --help или crm <команда> --help)');
}
