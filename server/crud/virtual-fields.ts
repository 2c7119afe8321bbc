import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Row } from './serialize.ts';

/**
 * Puts the resource's virtual fields (no column; `virtual` in field-kinds.ts) on a serialized row as
 * null, the ones a list asked for (`fields=`) or all, so that the resource's `decorateRows` hook,
 * which fills only the keys a row carries, computes exactly those.
 */
export function withVirtualKeys(def: ResourceDef, row: Row, asked?: readonly string[]): Row {
  for (const [key, field] of Object.entries(def.fields))
    if (field.virtual && (!asked || asked.includes(key))) row[key] = null;
  return row;
}
