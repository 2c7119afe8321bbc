import { AppError } from '../../core/errors.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { type ListParams, parseListParams } from '../crud/list-params.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The list's own parameters an export honours, grouped by the field a refusal names: each group is
 * read by the list's parser alone first, so a 422 says which parameter was wrong. Paging, `fields`
 * and `group` shape a screen, not the rows, and are ignored.
 */
const paramGroups: Record<string, readonly string[]> = {
  sort: ['sort', 'order'],
  filter: ['filter'],
  search: ['search'],
  group_date: ['group_date_field', 'group_date'],
  year: ['year', 'month'],
};

export function refuse(field: string, message: string): AppError {
  return AppError.validation({ [field]: [message] }, [message]);
}

/** A list parser's 400 as the export's 422 on the parameter it concerns; anything else unchanged. */
export function asRefusal(field: string, e: unknown): unknown {
  return e instanceof AppError && e.code === 'bad_request' ? refuse(field, e.message) : e;
}

function pick(query: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(keys.filter((k) => query[k] !== undefined).map((k) => [k, query[k]]));
}

/** format plus the list's filter, search, sort and order, parsed by the generic list's parser. */
export function parseExportParams(
  def: ResourceDef,
  query: Record<string, unknown>,
): { format: ExportFormat; params: ListParams } {
  const format = query.format ?? 'csv';
  if (typeof format !== 'string' || !(EXPORT_FORMATS as readonly string[]).includes(format))
    throw refuse('format', `Неверный формат «${String(format)}»: нужен csv или xlsx`);
  for (const [field, keys] of Object.entries(paramGroups)) {
    try {
      parseListParams(def, pick(query, keys));
    } catch (e) {
      throw asRefusal(field, e);
    }
  }
  const params = parseListParams(def, pick(query, Object.values(paramGroups).flat()));
  return { format: format as ExportFormat, params };
}
