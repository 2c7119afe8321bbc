import type { ResourceDef } from '../resources/define-resource.ts';
import type { Lookup } from './row-types.ts';

interface Answer {
  items: Record<string, unknown>[];
  meta: Record<string, unknown>;
}

/**
 * Puts the looked-up record on each row: `include: ['contractor']` reads `contractor_id` and the
 * list's `meta.contractors = [{id, name}]` (the server sends the names of every referenced record
 * on the page in one query, so including costs no request). An unknown name is a programming error.
 */
export function joinLookups<A extends Answer>(def: ResourceDef, answer: A, include: readonly string[]): A {
  for (const name of include) {
    const key = `${name}_id`;
    const field = def.fields[key];
    if (field?.kind !== 'ref') throw new Error(`${def.name}: no reference field ${key} to include`);
    const byId = new Map(((answer.meta[field.target] ?? []) as Lookup[]).map((l) => [l.id, l]));
    for (const row of answer.items) {
      const id = row[key];
      row[name] = (typeof id === 'number' && byId.get(id)) || null;
    }
  }
  return answer;
}
