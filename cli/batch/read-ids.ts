import { fileErrorReason } from '../file-errors.ts';
import { readFileSync } from 'node:fs';
import { usageError } from '../cli-error.ts';

export interface IdSources {
  args?: readonly string[];
  fromFile?: string;
  /** Text piped to stdin; read only when neither arguments nor a file give ids. */
  stdin?: () => string;
}

/** Ids from arguments, a file or stdin, separated by spaces, commas or lines; duplicates run once. */
export function readIds(sources: IdSources): string[] {
  let text: string;
  let origin: string;
  if (sources.args?.length) {
    text = sources.args.join(' ');
    origin = 'аргументах';
  } else if (sources.fromFile) {
    try {
      text = readFileSync(sources.fromFile, 'utf8');
    } catch (e) {
      throw usageError(`Не удалось прочитать ${sources.fromFile}: ${fileErrorReason(e)}`);
    }
    origin = `файле ${sources.fromFile}`;
  } else if (sources.stdin) {
    text = sources.stdin();
    origin = 'стандартном вводе';
  } else throw usageError('Не заданы номера записей: перечислите их, укажите --from-file или передайте через stdin');
  const ids = text.split(/[\s,;]+/).filter(Boolean);
  const bad = ids.find((id) => !/^\d{1,9}$/.test(id) || Number(id) < 1);
  if (bad) throw usageError(`Неверный номер записи «${bad}» в ${origin}`);
  const unique = [...new Set(ids.map((id) => String(Number(id))))];
  if (!unique.length) throw usageError(`Нет номеров записей в ${origin}`);
  return unique;
}
