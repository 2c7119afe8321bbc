import { describe, expect, it, vi } from 'vitest';
import type { Command } from 'commander';
import { helpExamples } from './help-examples.ts';
import { translateCommanderError } from './help-ru.ts';
import { buildProgram } from './program.ts';
import type { ProgramContext } from './program-context.ts';

const noContext = { out: { stdout: process.stdout, stderr: process.stderr } } as unknown as ProgramContext;

describe('Russian help', () => {
  it('translates commander titles and usage words on every command', () => {
    const program = buildProgram(noContext);
    const root = program.helpInformation();
    expect(root).toContain('Использование: crm [параметры] [команда]');
    expect(root).toContain('Команды:');
    expect(root).not.toMatch(/Usage:|Options:|Commands:/);
    for (const cmd of program.commands) {
      const help = cmd.helpInformation();
      expect(help, cmd.name()).toContain('-h, --help');
      expect(help, cmd.name()).not.toMatch(/Usage:|Options:|Arguments:/);
      expect(cmd.description(), cmd.name()).not.toBe('');
    }
  });

  it('translates commander errors', () => {
    expect(translateCommanderError("error: unknown command 'lst'\n(Did you mean list?)")).toBe(
      "ошибка: неизвестная команда 'lst'\n(Возможно, вы имели в виду list?)",
    );
    expect(translateCommanderError("error: required option '--out <файл>' not specified")).toBe(
      "ошибка: не указан обязательный параметр '--out <файл>'",
    );
  });

  // Issue 24 item 7: '`crm invoices pay --type x` answers «Allowed choices are pp, p.»'.
  it('says a wrong choice in Russian, as commander itself words it', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      await expect(
        buildProgram(noContext).parseAsync(['invoices', 'pay', '--orders', '1', '--type', 'x'], { from: 'user' }),
      ).rejects.toMatchObject({ exitCode: 1 });
    } finally {
      spy.mockRestore();
    }
    const text = written.join('');
    expect(text).toContain("ошибка: неверное значение 'x' параметра '--type <вид>'. Допустимые значения: pp, p.");
    expect(text).not.toMatch(/[A-Za-z]{4,} (choices|are|is)/);
  });
});

describe('help examples', () => {
  /** The whole help a person sees, the texts added after the options included. */
  function printedHelp(cmd: Command): string {
    let text = '';
    cmd.configureOutput({ writeOut: (s) => (text += s) });
    cmd.outputHelp();
    return text;
  }

  // The examples tests/api/cli-help-examples.test.ts runs are exactly the ones the help prints.
  it('prints every example of cli/help-examples.ts under its command', () => {
    const program = buildProgram(noContext);
    for (const [path, lines] of Object.entries(helpExamples)) {
      const cmd =
        path === 'crm'
          ? program
          : path.split(' ').reduce((c, name) => c.commands.find((s) => s.name() === name)!, program);
      const help = printedHelp(cmd);
      for (const line of lines) expect(help, path).toContain(`  $ ${line}\n`);
      expect(help.match(/^ {2}\$ /gm), path).toHaveLength(lines.length);
    }
  });
});
