import type { ListQuery } from '../../core/api/api-client.ts';
import { decodeFilter, FilterSyntaxError } from '../../core/filter.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { EnumOption } from '../../core/resources/fields/field-kinds.ts';
import { isFilterable, isSortable } from '../../core/resources/fields/field-kinds.ts';
import { usageError } from '../cli-error.ts';
import { closeNames } from '../resources/find-resource.ts';

export interface ListQueryArgs {
  filter?: string;
  search?: string;
  sort?: string;
  order?: string;
}

/** What the server accepts as `sort` (server/crud/list-params.ts): id, the timestamps, sortable fields. */
export function sortKeys(def: ResourceDef): string[] {
  const own = Object.keys(def.fields).filter((k) => isSortable(def.fields[k]));
  return [...(def.timestamps ? ['id', 'created_at', 'updated_at'] : ['id']), ...own];
}

/**
 * What the server accepts as a `filter` key (server/crud/list-params.ts): id, the filterable stored
 * fields and the resource's named list filters (accounts' `status`, the console's checkboxes).
 */
export function filterKeys(def: ResourceDef): string[] {
  return [
    'id',
    ...Object.keys(def.fields).filter((k) => isFilterable(def.fields[k])),
    ...Object.keys(def.listFilters ?? {}),
  ];
}

/** The choices of a key that has them (an enum field or a named list filter), for values given by label. */
function choicesOf(def: ResourceDef, key: string): readonly EnumOption[] | undefined {
  const field = def.fields[key];
  return field?.kind === 'enum' ? field.options : def.listFilters?.[key]?.options;
}

/**
 * A value typed as the console shows it («Не оплачен», «оплачен частично») becomes the stored one;
 * a value that is no choice of the key is a usage error naming the choices, before any request.
 */
function choiceValues(def: ResourceDef, key: string, values: string[]): string[] {
  const choices = choicesOf(def, key);
  if (!choices) return values;
  return values.map((v) => {
    const found = choices.find((o) => String(o.value) === v || o.label.toLowerCase() === v.trim().toLowerCase());
    if (found) return String(found.value);
    // An empty reference and a range are the server's to read (docs/decisions.md «Filter values»).
    if ((v === 'null' || v.includes('..')) && def.fields[key]) return v;
    throw usageError(
      `Неверное значение «${v}» для «${key}»: ${choices.map((o) => `${o.value} — ${o.label}`).join(', ')}`,
    );
  });
}

function checkKey(def: ResourceDef, key: string, allowed: readonly string[], what: string) {
  if (allowed.includes(key)) return;
  const close = closeNames(key, allowed);
  const known = def.fields[key] || key === 'created_at' || key === 'updated_at';
  throw usageError(
    `${what} «${key}» нельзя: ${known ? 'это поле не поддерживает эту операцию' : `у ресурса ${def.name} нет такого поля`}.${close.length ? ` Возможно: ${close.join(', ')}.` : ''}`,
  );
}

/**
 * The list options shared by list and export, checked before any request is sent: an unknown
 * filter or sort field is a usage error (exit 2), like an unknown --fields name.
 */
export function listQuery(def: ResourceDef, args: ListQueryArgs): ListQuery {
  if (args.order !== undefined && args.order !== 'asc' && args.order !== 'desc')
    throw usageError(`Неверный порядок «${args.order}»: нужно asc или desc`);
  if (args.sort !== undefined) checkKey(def, args.sort, sortKeys(def), 'Сортировать по полю');
  let filter: ListQuery['filter'];
  try {
    filter = args.filter ? decodeFilter(args.filter) : undefined;
  } catch (e) {
    if (e instanceof FilterSyntaxError) throw usageError(e.message);
    throw e;
  }
  for (const key of Object.keys(filter ?? {})) {
    checkKey(def, key, filterKeys(def), 'Отбирать по полю');
    filter![key] = choiceValues(def, key, filter![key]);
  }
  return { filter, search: args.search, sort: args.sort, order: args.order as ListQuery['order'] };
}
