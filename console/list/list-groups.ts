import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';

// Grouping makes sense over few distinct values: enums, references, flags and dates.
const groupKinds = new Set(['enum', 'ref', 'bool', 'date']);

export function groupableFields(def: ResourceDef): [string, Field][] {
  return Object.entries(def.fields).filter(([, f]) => groupKinds.has(f.kind) && !f.writeOnly && f.sort !== false);
}

/** Row indexes where a new group begins (the server orders rows by the grouped field first). */
export function groupStarts(rows: readonly Record<string, unknown>[], group: string | undefined): Set<number> {
  const starts = new Set<number>();
  if (!group) return starts;
  rows.forEach((row, i) => {
    if (i > 0 && row[group] !== rows[i - 1][group]) starts.add(i);
  });
  return starts;
}
