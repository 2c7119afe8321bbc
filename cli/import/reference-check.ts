import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { getResource } from '../../core/resources/index.ts';
import type { Row } from '../../core/api/api-client.ts';
import type { CliApi } from '../api/connect.ts';
import { recordsById } from '../api/fetch-pages.ts';
import { addNames, type Lookups, titlesOf } from '../output/cells.ts';
import type { ImportRow, RowError } from './import-file.ts';

interface Wanted {
  target: ResourceDef;
  /** id → the rows (and the label of the field) that refer to it. */
  uses: Map<number, { line: number; label: string }[]>;
}

function want(all: Map<string, Wanted>, target: ResourceDef, id: number, line: number, label: string) {
  const entry = all.get(target.name) ?? { target, uses: new Map() };
  entry.uses.set(id, [...(entry.uses.get(id) ?? []), { line, label }]);
  all.set(target.name, entry);
}

/**
 * The server checks references too, but only while writing; asking first (list filters by id, 500
 * ids a request) means a missing reference stops the import before any row is written. A list the
 * user may not read is left to the server's check. The records read come back too: the current
 * state of updated rows and the names of referenced ones, for the dry run's per-row diff.
 */
export async function checkReferences(def: ResourceDef, rows: readonly ImportRow[], api: CliApi) {
  const all = new Map<string, Wanted>();
  for (const row of rows) {
    if (row.id) want(all, def, row.id, row.line, 'запись');
    for (const [key, field] of Object.entries(def.fields)) {
      if (field.kind !== 'ref' && field.kind !== 'refs') continue;
      const target = getResource(field.target);
      const value = row.values[key];
      const ids = Array.isArray(value) ? value : value == null ? [] : [value];
      if (target) for (const id of ids) want(all, target, Number(id), row.line, field.label);
    }
  }
  const errors: RowError[] = [];
  const unchecked: string[] = [];
  const current = new Map<number, Row>();
  const lookups: Lookups = {};
  for (const { target, uses } of all.values()) {
    let found: Set<number>;
    try {
      const answer = await recordsById(api.resource(target), [...uses.keys()]);
      found = new Set(answer.items.map((item) => item.id));
      addNames(addNames(lookups, answer.lookups), titlesOf(target, answer.items, answer.lookups));
      if (target === def) for (const item of answer.items) current.set(item.id, item);
    } catch {
      unchecked.push(target.title);
      continue;
    }
    for (const [id, refs] of uses)
      if (!found.has(id))
        for (const { line, label } of refs)
          errors.push({ line, message: `${label}: запись №${id} не найдена (${target.title})` });
  }
  return { errors: errors.sort((a, b) => a.line - b.line), unchecked, current, lookups };
}
