import { AppError } from '../../core/errors.ts';
import type { ResourceDef, ResourcePermissions } from '../../core/resources/define-resource.ts';
import { recordNotFound, texts } from '../../core/texts.ts';
import { CliError } from '../cli-error.ts';
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
  const code = errorCode(error);
  const cause = (error as Error)?.message ?? String(error);
  if (code || /fetch failed|network/i.test(cause))
    return new CliError(`Сервер недоступен: ${ctx.url ?? ''} (${code ?? cause})`.replace(':  (', ': ('), 1, true);
  return error instanceof Error ? error : new Error(String(error));
}
