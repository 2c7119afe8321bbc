import type { FastifyRequest } from 'fastify';
import { AppError, type FieldErrors } from '../../core/errors.ts';
import { badCharText, hasBadChar } from '../../core/resources/fields/value-limits.ts';
import { wireText } from '../../core/wire-text.ts';

/**
 * Query parameters of the money reports, checked before any SQL: every refusal is a Russian 422
 * naming the parameter (a repeated parameter, a date that is not one, a sort outside the list).
 */
export class ReportParams {
  readonly errors: FieldErrors = {};
  private readonly query: Record<string, unknown>;

  constructor(request: FastifyRequest) {
    this.query = (request.query ?? {}) as Record<string, unknown>;
  }

  fail(field: string, message: string): undefined {
    this.errors[field] = [...(this.errors[field] ?? []), message];
    return undefined;
  }

  /** The parameter's text, or undefined when absent or empty. */
  text(field: string): string | undefined {
    const raw = this.query[field];
    if (Array.isArray(raw)) return this.fail(field, `Параметр ${field} указан несколько раз`);
    const text = raw === undefined ? '' : wireText(raw).trim();
    // No column or pattern can hold U+0000 or half a surrogate pair: refused before SQL.
    if (hasBadChar(text)) return this.fail(field, `Параметр ${field} ${badCharText}`);
    return text === '' ? undefined : text;
  }

  /** The search term (as the lists: at most 200 characters). */
  search(): string | undefined {
    const text = this.text('search');
    if (text === undefined) return undefined;
    if (text.length > 200) return this.fail('search', 'Слишком длинная строка поиска');
    return text;
  }

  /** A calendar date yyyy-MM-dd (the wire format of dates). */
  date(field: string): string | undefined {
    const text = this.text(field);
    if (text === undefined) return undefined;
    const ok = /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
    if (!ok) return this.fail(field, `Неверная дата «${text}»: нужна дата гггг-мм-дд`);
    // The calendar every date of the product keeps to (docs/decisions.md «Input limits»).
    if (text < '1900-01-01' || text > '2100-12-31') return this.fail(field, `Дата «${text}» вне 1900–2100 годов`);
    return text;
  }

  /** A whole number from min to max (ids, pages). */
  int(field: string, min: number, max: number): number | undefined {
    const text = this.text(field);
    if (text === undefined) return undefined;
    const n = Number(text);
    if (/^\d{1,9}$/.test(text) && n >= min && n <= max) return n;
    return this.fail(field, `Неверное значение «${text}»: нужно целое число от ${min} до ${max}`);
  }

  /** One of the allowed values (a sort column): never a name from the URL into SQL. */
  oneOf<T extends string>(field: string, allowed: readonly T[], fallback: T): T {
    const text = this.text(field);
    if (text === undefined) return fallback;
    if ((allowed as readonly string[]).includes(text)) return text as T;
    this.fail(field, `Неизвестное значение «${text}»: допустимы ${allowed.join(', ')}`);
    return fallback;
  }

  /** sort and order of a report's table; order defaults to the sort's natural direction. */
  sorting<T extends string>(allowed: readonly T[], fallback: T, fallbackOrder: 'asc' | 'desc') {
    const sort = this.oneOf('sort', allowed, fallback);
    const order = this.oneOf('order', ['asc', 'desc'] as const, sort === fallback ? fallbackOrder : 'asc');
    return { sort, order };
  }

  /** Throws the collected refusals as one 422. */
  check(): void {
    const fields = Object.entries(this.errors);
    if (fields.length)
      throw AppError.validation(
        this.errors,
        fields.flatMap(([, messages]) => messages),
      );
  }
}

/** `%term%` for ILIKE with the pattern characters of the term taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
