import { AppError } from '../../core/errors.ts';
import type { ResourceDef, ResourcePermissions } from '../../core/resources/define-resource.ts';
import { recordNotFound, texts } from '../../core/texts.ts';
import { CliError } from '../cli-error.ts';
import { fileErrorReason, isFileError } from '../file-errors.ts';
import { errorCode } from './retrying-fetch.ts';

export type Operation = keyof ResourcePermissions;

export interface ErrorContext {
  def?: ResourceDef;
  op?: Operation;
  url?: string;
  tokenFrom?: 'env' | 'file';
  /** The record asked for: a 404 then reads «Запись №7 не найдена (Заказы)», without «не найден(а)». */
  id?: number;
}

/** What a 403 means for this resource and operation, from the permission the registry declares. */
export function missingPermission(def: ResourceDef, op: Operation): string {
  const p = def.permissions[op];
  if (p === 'admin') return 'нужны права администратора';
  if (typeof p === 'string') return `нужно право «${p}»`;
  return `операция «${op}» недоступна для ресурса ${def.name}`;
}

// What a network failure means, in Russian (issue 24 item 7: no English error text reaches the user).
const networkReasons: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'соединение отклонено: сервер не запущен или адрес не тот',
  ENOTFOUND: 'адрес сервера не найден',
  EAI_AGAIN: 'адрес сервера не найден: DNS не отвечает',
  ETIMEDOUT: 'сервер не отвечает',
  UND_ERR_CONNECT_TIMEOUT: 'сервер не отвечает',
  ECONNRESET: 'соединение оборвалось',
  EPIPE: 'соединение оборвалось',
  UND_ERR_SOCKET: 'соединение оборвалось',
  EHOSTUNREACH: 'сеть до сервера недоступна',
  ENETUNREACH: 'сеть недоступна',
  CERT_HAS_EXPIRED: 'сертификат сервера просрочен',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'сертификат сервера не подтверждён',
};

export const networkReason = (code: string | undefined) =>
  (code && networkReasons[code]) ?? (code ? `нет связи (${code})` : 'нет связи');

/** Turns API and network failures into one Russian sentence a person can act on. */
export function explainError(error: unknown, ctx: ErrorContext = {}): Error {
  if (error instanceof CliError) return error;
  // Refused before it left (Ctrl+C): the HTTP client wraps what its fetch threw.
  if ((error as Error | undefined)?.cause instanceof CliError) return (error as Error).cause as CliError;
  if (error instanceof AppError) {
    if (error.code === 'unauthorized' && ctx.tokenFrom === 'env')
      return new CliError(
        `Сервер не принял токен из переменной окружения CRM_TOKEN (${error.message}): проверьте её или уберите, чтобы работать с токеном crm login`,
        1,
        true,
      );
    if (error.code === 'unauthorized')
      return new CliError(`Требуется вход: выполните crm login (сервер ответил: ${error.message})`, 1, true);
    if (error.code === 'forbidden' && error.message === texts.noAccess) {
      const what = ctx.def && ctx.op ? ` (${missingPermission(ctx.def, ctx.op)})` : '';
      return new CliError(`Нет доступа${what}`, 1, true);
    }
    if (error.code === 'not_found' && ctx.def && ctx.id !== undefined)
      return new CliError(recordNotFound(ctx.id, ctx.def.title));
    return new CliError(error.message);
  }
  // A file the command reads or writes (an --out folder that does not exist): Russian, not «ENOENT».
  if (isFileError(error)) return new CliError(`Файл ${error.path}: ${fileErrorReason(error)}`);
  const code = errorCode(error);
  const cause = (error as Error)?.message ?? String(error);
  if (code || /fetch failed|network/i.test(cause))
    return new CliError(`Сервер недоступен: ${ctx.url ?? ''} (${networkReason(code)})`.replace(':  (', ': ('), 1, true);
  return error instanceof Error ? error : new Error(String(error));
}
