import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Row } from './serialize.ts';

const keysOf = new WeakMap<ResourceDef, string[]>();

/** The resource's virtual fields (no column; `virtual` in field-kinds.ts), listed once per resource. */
export function virtualKeys(def: ResourceDef): string[] {
  let keys = keysOf.get(def);
  if (!keys) {
    keys = Object.entries(def.fields)
      .filter(([, field]) => field.virtual)
      .map(([key]) => key);
    keysOf.set(def, keys);
  }
  return keys;
}

/**
 * Puts the resource's virtual fields on a serialized row as null, the ones a list asked for
 * (`fields=`) or all, so that what fills them (the hooks' computed columns or `decorateRows`,
 * which fills only the keys a row carries) computes exactly those.
 */
export function withVirtualKeys(def: ResourceDef, row: Row, asked?: readonly string[]): Row {
  for (const key of virtualKeys(def)) if (!asked || asked.includes(key)) row[key] = null;
  return row;
}
