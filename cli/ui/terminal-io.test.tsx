import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { progressOnStderr, terminalIo } from './terminal-io.tsx';

/** A terminal just big enough to replay Ink's output: text, line feeds, erase line, cursor up / to column 1. */
function fakeTerminal() {
  const screen: string[] = [''];
  let row = 0;
  const stream = Object.assign(new EventEmitter(), {
    isTTY: true,
    columns: 80,
    rows: 24,
    write(chunk: string | Uint8Array) {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escape sequences are the input
      for (const [token] of text.matchAll(/\u001b\[[0-9;?]*[A-Za-z]|\n|[^\u001b\n]+/g)) {
        if (token === '\n') {
          row++;
          screen[row] ??= '';
        } else if (token === '\u001b[2K') screen[row] = '';
        // biome-ignore lint/suspicious/noControlCharactersInRegex: cursor-up is the sequence replayed
        else if (/^\u001b\[\d*A$/.test(token)) row = Math.max(0, row - Number(token.slice(2, -1) || 1));
        else if (!token.startsWith('\u001b')) screen[row] += token;
      }
      return true;
    },
  });
  return { stream: stream as unknown as NodeJS.WriteStream, visible: () => screen.filter((l) => l.trim() !== '') };
}

// Issue 9, item 11: 'no spinner frame left after output'.
describe('progressOnStderr', () => {
  it('draws the live bar and erases it when stopped', async () => {
    const terminal = fakeTerminal();
    const progress = progressOnStderr('Экспорт: Заказы', 10, terminal.stream);
    progress.update({ done: 4 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(terminal.visible().join('\n')).toContain('Экспорт: Заказы');
    progress.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(terminal.visible()).toEqual([]);
  });
});

/** A raw terminal's input as Ink reads it: 'readable', then read(). */
function fakeKeyboard() {
  let pending: string | null = null;
  const stdin = Object.assign(new EventEmitter(), {
    isTTY: true,
    setEncoding() {},
    setRawMode() {},
    resume() {},
    pause() {},
    ref() {},
    unref() {},
    read: () => {
      const data = pending;
      pending = null;
      return data;
    },
    press(keys: string) {
      pending = keys;
      stdin.emit('readable');
    },
  });
  return stdin;
}

// Issue 24 item 5: 'Ctrl+C at a [y/N] prompt is ignored (the process stays)'; Deliver: 'Ctrl+C works
// at every prompt … (exit 130, nothing written)'.
describe('terminalIo prompts and Ctrl+C', () => {
  it.each([
    ['confirm', (io: ReturnType<typeof terminalIo>) => io.confirm('Оплатить 3 счёта на сумму 1 000,00?')],
    ['ask', (io: ReturnType<typeof terminalIo>) => io.ask('Пароль', true)],
  ])('%s ends with the 130 error «ничего не изменено»', async (_name, prompt) => {
    const keyboard = fakeKeyboard();
    const io = terminalIo({
      stdin: keyboard as unknown as NodeJS.ReadStream,
      stderr: fakeTerminal().stream,
    });
    expect(io.interactive).toBe(true);
    const answer = prompt(io);
    await new Promise((resolve) => setTimeout(resolve, 50));
    keyboard.press('\u0003');
    await expect(answer).rejects.toMatchObject({ exitCode: 130, message: 'Прервано (Ctrl+C): ничего не изменено' });
  });
});
