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
    case '22003':
      return baseError('Число слишком большое');
    case '22001':
      return baseError(`Значение ${texts.tooLong}`);
    case '22007':
    case '22008':
      return baseError(texts.invalidDate);
    case '22P02':
    case '23514':
      return baseError('Недопустимое значение');
    default:
      return e;
  }
}

function baseErrorFor(key: string, message: string): AppError {
  return AppError.validation({ [key]: [message] }, [message]);
}
