// Node's file errors in Russian (issue 24 item 7: 'an English «ENOENT» leaks through'): what a person
// can act on, by the error's code; the path is said by the caller's sentence.
const reasons: Readonly<Record<string, string>> = {
  ENOENT: 'нет такого файла или папки',
  EACCES: 'нет прав доступа',
  EPERM: 'нет прав доступа',
  EISDIR: 'это папка, а не файл',
  ENOTDIR: 'в пути есть файл вместо папки',
  ENOSPC: 'на диске нет места',
  EROFS: 'диск только для чтения',
  EBUSY: 'файл занят другой программой',
  EMFILE: 'открыто слишком много файлов',
  EEXIST: 'файл уже существует',
};

/** The Russian reason of a file error; an error that is no file error keeps its own message. */
export function fileErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && reasons[code]) return reasons[code];
  if (code) return `ошибка файла (${code})`;
  return (error as Error)?.message ?? String(error);
}

/** A file error of Node (`open`, `write`, …) that reached the top: it names a path and a code. */
export function isFileError(error: unknown): error is NodeJS.ErrnoException & { path: string } {
  const e = error as NodeJS.ErrnoException | undefined;
  return typeof e?.code === 'string' && typeof e.path === 'string' && typeof e.syscall === 'string';
}
