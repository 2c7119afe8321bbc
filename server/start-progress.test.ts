import { describe, expect, it } from 'vitest';
import { formatDuration, formatLoginTable, migrationsDoneText, printedProgress, readyLines } from './start-progress.ts';

// Issue 26 item 7: 'Make the first start show its progress (migrations, demo data, console build,
// then the URL and the demo login of each role)'.
describe('npm start progress lines', () => {
  it('formats durations in Russian: a decimal comma under a minute, minutes and seconds above', () => {
    expect(formatDuration(412)).toBe('0,4 с');
    expect(formatDuration(12_345)).toBe('12,3 с');
    expect(formatDuration(111_000)).toBe('1 мин 51 с');
    expect(formatDuration(-5)).toBe('0,0 с');
  });

  it('says how many migrations were applied, or that none were new', () => {
    expect(migrationsDoneText(['0001_system.sql', '0002_refs.sql'])).toBe('Миграции применены: 2');
    expect(migrationsDoneText([])).toBe('Новых миграций нет');
  });

  it('prints each phase as it starts and as it ends with its duration, and a failed one as failed', async () => {
    const lines: string[] = [];
    let clock = 1_000;
    const progress = printedProgress(
      (l) => lines.push(l),
      () => clock,
    );
    const applied = await progress.phase(
      'Применяю миграции',
      async () => {
        expect(lines).toEqual(['→ Применяю миграции…']);
        clock += 8_300;
        return ['a.sql', 'b.sql', 'c.sql'];
      },
      migrationsDoneText,
    );
    expect(applied).toHaveLength(3);
    expect(lines).toEqual(['→ Применяю миграции…', '✓ Миграции применены: 3 (8,3 с)']);
    const failing = progress.phase(
      'Создаю демо-данные',
      async () => {
        clock += 61_000;
        throw new Error('диск полон');
      },
      () => 'не дошло',
    );
    await expect(failing).rejects.toThrow('диск полон');
    expect(lines.at(-1)).toBe('✗ Создаю демо-данные: ошибка (1 мин 1 с)');
  });

  it('aligns the login table of every role under a header', () => {
    expect(
      formatLoginTable([
        { email: 'admin@crm.local', password: 'admin12345', group: 'Администратор' },
        { email: 'demo-chief-accountant@crm.local', password: 'demo12345', group: 'Главный бухгалтер' },
      ]),
    ).toEqual([
      '  e-mail                           пароль      группа',
      '  admin@crm.local                  admin12345  Администратор',
      '  demo-chief-accountant@crm.local  demo12345   Главный бухгалтер',
    ]);
  });

  it('ends with the URL, the database and the sign-ins', () => {
    const lines = readyLines({
      url: 'http://127.0.0.1:3000',
      database: 'PGlite в ./data/pg',
      startMs: 111_400,
      logins: [{ email: 'demo-logist@crm.local', password: 'demo12345', group: 'Логист' }],
    });
    expect(lines).toEqual([
      'CRM запущена за 1 мин 51 с: http://127.0.0.1:3000',
      'База данных: PGlite в ./data/pg',
      'Вход (демо-пользователи каждой роли):',
      '  e-mail                 пароль     группа',
      '  demo-logist@crm.local  demo12345  Логист',
    ]);
  });
});
