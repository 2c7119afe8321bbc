import { AppError } from '../../core/errors.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { texts } from '../../core/texts.ts';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  column?: string;
  table?: string;
}

function isPgError(e: unknown): e is PgError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as PgError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((e as PgError).code!)
  );
}

function labelOf(def: ResourceDef, key: string): string {
  const direct = def.fields[key];
  if (direct) return direct.label;
  for (const field of Object.values(def.fields))
    if (field.kind === 'nested' && field.fields[key]) return `${field.label}: ${field.fields[key].label}`;
  return key;
}

function fieldError(def: ResourceDef, key: string, message: string): AppError {
  return AppError.validation({ [key]: [message] }, [`${labelOf(def, key)} ${message}`]);
}

function baseError(message: string): AppError {
  return AppError.validation({ base: [message] }, [message]);
}

/**
 * Turns a database constraint failure into the 422 a person can act on. The checks in the write
 * schema catch most bad input first; these are the ones only the database can see (uniqueness,
 * references to missing or still-used records).
 */
export function translateDbError(e: unknown, def: ResourceDef): unknown {
  if (!isPgError(e)) return e;
  const detailColumn = /Key \((?:lower\()?([a-z0-9_]+)/.exec(e.detail ?? '')?.[1];
  switch (e.code) {
    case '23505': {
      for (const [key, field] of Object.entries(def.fields)) {
        if (field.kind !== 'nested') continue;
        for (const u of field.unique ?? [])
          if (e.constraint === `${field.table}_${u.columns.join('_')}_key`) return baseErrorFor(key, u.message);
      }
      return detailColumn
        ? fieldError(def, detailColumn, texts.alreadyExists)
        : baseError(`Запись ${texts.alreadyExists}`);
    }
    case '23001':
    case '23503':
      if (e.code === '23001' || /is (still )?referenced/.test(e.detail ?? ''))
        return baseError('Запись используется в других записях, поэтому её нельзя удалить');
      return detailColumn ? fieldError(def, detailColumn, texts.notFound) : baseError('Связанная запись не найдена');
    case '23502':
      return e.column ? fieldError(def, e.column, texts.required) : baseError(texts.required);
    case '23514':
      return baseError('Недопустимое значение');
    default:
      return isDataException(e) ? baseError(`${dataExceptionText(e.code!)}: ${dataExceptionSuffix}`) : e;
  }
}

/** Ends every message of the net below, so tests can tell the net from a validation that names the field. */
export const dataExceptionSuffix = 'запрос не выполнен';

/** SQLSTATE class 22, "data exception": the input, not the server, is at fault. */
const isDataException = (e: PgError) => e.code!.startsWith('22');

const dataExceptionTexts: Record<string, string> = {
  '22003': 'Число слишком большое',
  '22001': `Значение ${texts.tooLong}`,
  '22007': texts.invalidDate,
  '22008': texts.invalidDate,
  '22021': 'Текст содержит недопустимый символ',
  '22P05': 'Текст содержит недопустимый символ',
};

function dataExceptionText(code: string): string {
  return dataExceptionTexts[code] ?? 'Недопустимое значение';
}

/**
 * The safety net behind the validation (list parameters, write schema, special endpoints): a data
 * exception that still reaches the database becomes a 400 in Russian instead of a 500. It cannot
 * name the field, so every case found is fixed in the validation too.
 */
export function dataExceptionError(e: unknown): AppError | undefined {
  if (!isPgError(e) || !isDataException(e)) return undefined;
  return new AppError('bad_request', `${dataExceptionText(e.code!)}: ${dataExceptionSuffix}`);
}

function baseErrorFor(key: string, message: string): AppError {
  return AppError.validation({ [key]: [message] }, [message]);
}
