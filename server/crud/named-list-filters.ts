import { type Expression, type SqlBool, sql } from 'kysely';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { namedListFilters } from './named-list-filters.index.ts';

/** Builds one chosen value of a named list filter as a condition on the resource's table. */
export type NamedListFilterBuilder = (table: string, value: string) => Expression<SqlBool>;

/**
 * A named list filter (ResourceDef.listFilters): each value must be one of the declared options
 * (else `bad`), and the values of one key are OR-ed like a field's.
 */
export function namedListCondition(
  def: ResourceDef,
  key: string,
  values: string[],
  bad: (value: string) => never,
): Expression<SqlBool> {
  const build = namedListFilters[def.name]?.[key];
  if (!build) throw new Error(`list filter ${def.name}.${key} has no builder`);
  const options = def.listFilters?.[key]?.options ?? [];
  const parts = values.map((v) => (options.some((o) => String(o.value) === v) ? build(def.table, v) : bad(v)));
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
