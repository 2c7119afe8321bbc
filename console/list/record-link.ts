import type { Row } from '../../core/api/api-client.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';
import { resourcePath } from '../app/route-table.ts';

/**
 * The card a polymorphic `link` of the row names (a ledger row's owner: /individuals?id=5,
 * /users?id=2, /contractors?id=9), or undefined when the row's type has no card or no id is set.
 */
export function recordHref(field: Field, row: Row): string | undefined {
  const link = field.link;
  if (!link) return undefined;
  const target = link.targets[String(row[link.by])];
  const id = Number(row[link.id]);
  if (!target || !Number.isInteger(id) || id <= 0) return undefined;
  return `${resourcePath(target)}?id=${id}`;
}
