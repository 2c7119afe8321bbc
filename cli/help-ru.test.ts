import { describe, expect, it } from 'vitest';
import { translateCommanderError } from './help-ru.ts';
import { buildProgram } from './program.ts';
import type { ProgramContext } from './program-context.ts';

const noContext = {} as ProgramContext;

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
});
