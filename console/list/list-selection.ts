import type { Row } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { type SelectionRule, selectionRules } from '../../core/rules/selection-rules.index.ts';

/** The selected rows by id, in the order they were chosen; rows of other pages stay in it. */
export type Selection = ReadonlyMap<number, Row>;

export interface SelectionChange {
  selection: Selection;
  /** The rule's messages for rows it refused, each once. */
  refusals: string[];
}

export function selectionRule(def: ResourceDef): SelectionRule | undefined {
  const name = def.selection?.rule;
  return name ? selectionRules[name] : undefined;
}

/** The fields the selection rule reads, asked for with the shown columns. */
export function selectionFields(def: ResourceDef): readonly string[] {
  return selectionRule(def)?.fields ?? [];
}

/** Adds rows one by one; each must pass the rule against what is selected before it. */
export function addRows(def: ResourceDef, selection: Selection, rows: readonly Row[]): SelectionChange {
  const rule = selectionRule(def);
  const next = new Map(selection);
  const refusals = new Set<string>();
  for (const row of rows) {
    if (next.has(row.id)) continue;
    const message = rule?.error(row, [...next.values()]) ?? null;
    if (message) refusals.add(message);
    else next.set(row.id, row);
  }
  return { selection: next, refusals: [...refusals] };
}

/** Space and x: a selected row leaves the selection, another is added if the rule lets it in. */
export function toggleRow(def: ResourceDef, selection: Selection, row: Row): SelectionChange {
  if (!selection.has(row.id)) return addRows(def, selection, [row]);
  const next = new Map(selection);
  next.delete(row.id);
  return { selection: next, refusals: [] };
}

/** The page's rows out of the selection; rows of other pages stay. */
export function removeRows(selection: Selection, rows: readonly Row[]): SelectionChange {
  const next = new Map(selection);
  for (const row of rows) next.delete(row.id);
  return { selection: next, refusals: [] };
}

/** What the selection belongs to: another filter or search is another set of rows (paging is not). */
export function selectionScope(def: ResourceDef, filter: unknown, search: string | undefined): string {
  return JSON.stringify([def.name, filter, search ?? '']);
}
