import type { Key } from 'ink';

export type KeyName = 'return' | 'escape' | 'backspace' | 'ctrl+c';

export interface KeyBinding {
  /** Printed in `crm --help`, e.g. 'y, д'. */
  keys: readonly (string | KeyName)[];
  description: string;
  /** The view the binding belongs to; a key may be bound once per view. */
  view: 'Подтверждение' | 'Ввод' | 'Прогресс';
}

/** Every key of every interactive view, in one table: the views and `crm --help` read it. */
export const keyBindings = {
  'confirm.yes': { keys: ['y', 'д'], description: 'выполнить', view: 'Подтверждение' },
  'confirm.no': { keys: ['n', 'escape', 'return'], description: 'отказаться (по умолчанию)', view: 'Подтверждение' },
  // At a prompt the terminal is in raw mode: Ctrl+C arrives as a key, not as SIGINT (issue 24 item 5).
  'confirm.interrupt': {
    keys: ['ctrl+c'],
    description: 'прервать: ничего не изменено (код 130)',
    view: 'Подтверждение',
  },
  'prompt.submit': { keys: ['return'], description: 'принять ввод', view: 'Ввод' },
  'prompt.erase': { keys: ['backspace'], description: 'стереть символ', view: 'Ввод' },
  'prompt.cancel': { keys: ['escape'], description: 'отменить', view: 'Ввод' },
  'prompt.interrupt': { keys: ['ctrl+c'], description: 'прервать (код 130)', view: 'Ввод' },
  'progress.stop': {
    keys: ['ctrl+c'],
    description: 'остановить; пакет сохранит файл продолжения (--resume)',
    view: 'Прогресс',
  },
} as const satisfies Record<string, KeyBinding>;

export type KeyCommand = keyof typeof keyBindings;

function pressed(name: string, input: string, key: Key): boolean {
  if (name === 'return') return key.return;
  if (name === 'escape') return key.escape;
  if (name === 'backspace') return key.backspace || key.delete;
  if (name === 'ctrl+c') return key.ctrl && input === 'c';
  return input.toLowerCase() === name;
}

/** True when Ink's (input, key) is one of the command's keys. */
export function matches(command: KeyCommand, input: string, key: Key): boolean {
  return keyBindings[command].keys.some((name) => pressed(name, input, key));
}

const keyLabels: Record<string, string> = {
  return: 'Enter',
  escape: 'Esc',
  backspace: 'Backspace',
  'ctrl+c': 'Ctrl+C',
};

/** The key table as help text. */
export function keyBindingsHelp(): string {
  const lines = Object.values(keyBindings).map(
    (b: KeyBinding) =>
      `  ${b.view.padEnd(14)} ${b.keys
        .map((k) => keyLabels[k] ?? k)
        .join(', ')
        .padEnd(18)} ${b.description}`,
  );
  return `Клавиши:\n${lines.join('\n')}`;
}
