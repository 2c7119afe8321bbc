/**
 * What `npm start` prints while it gets ready: a first start migrates, seeds the demo and builds the
 * console for a minute or two, and a silent terminal looks like a hang (issue 26, item 7). The
 * formatters are pure; `printedProgress` only adds the clock and the printing.
 */

export interface StartProgress {
  /** Runs one phase: prints `start…`, runs it, prints what `done` says of the result and the time taken. */
  phase<T>(start: string, run: () => Promise<T>, done: (result: T) => string): Promise<T>;
}

/** For callers that print nothing (tests, the bench, the seed CLI). */
export const silentProgress: StartProgress = { phase: (_start, run) => run() };

/** `0,4 с`, `12,3 с`, `1 мин 51 с`: one decimal under a minute, whole seconds above. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `${seconds.toFixed(1).replace('.', ',')} с`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} мин ${whole % 60} с`;
}

export const phaseStartLine = (start: string) => `→ ${start}…`;
export const phaseDoneLine = (done: string, ms: number) => `✓ ${done} (${formatDuration(ms)})`;
export const phaseFailedLine = (start: string, ms: number) => `✗ ${start}: ошибка (${formatDuration(ms)})`;

/** `Миграции применены: 74` on a new database, `Новых миграций нет` on every later start. */
export const migrationsDoneText = (applied: readonly string[]) =>
  applied.length === 0 ? 'Новых миграций нет' : `Миграции применены: ${applied.length}`;

export interface LoginRow {
  email: string;
  /** What to print in the password column (a hint when the password is not ours to show). */
  password: string;
  group: string;
}

/** The sign-in lines a newcomer copies from: one row per role, columns aligned. */
export function formatLoginTable(rows: readonly LoginRow[]): string[] {
  const header: LoginRow = { email: 'e-mail', password: 'пароль', group: 'группа' };
  const all = [header, ...rows];
  const emailWidth = Math.max(...all.map((r) => r.email.length));
  const passwordWidth = Math.max(...all.map((r) => r.password.length));
  return all.map((r) => `  ${r.email.padEnd(emailWidth)}  ${r.password.padEnd(passwordWidth)}  ${r.group}`.trimEnd());
}

/** The lines printed once the server listens: where it is, on which database, and how to sign in. */
export function readyLines(ready: { url: string; database: string; startMs: number; logins: readonly LoginRow[] }) {
  return [
    `CRM запущена за ${formatDuration(ready.startMs)}: ${ready.url}`,
    `База данных: ${ready.database}`,
    'Вход (демо-пользователи каждой роли):',
    ...formatLoginTable(ready.logins),
  ];
}

/** Prints each phase as it starts and ends, with its duration. */
export function printedProgress(log: (line: string) => void, now = () => performance.now()): StartProgress {
  return {
    async phase(start, run, done) {
      log(phaseStartLine(start));
      const t0 = now();
      try {
        const result = await run();
        log(phaseDoneLine(done(result), now() - t0));
        return result;
      } catch (e) {
        log(phaseFailedLine(start, now() - t0));
        throw e;
      }
    },
  };
}
