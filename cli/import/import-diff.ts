import type { Row } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { displayCell, type Lookups } from '../output/cells.ts';
import { pickColumns } from '../output/columns.ts';
import type { ImportRow } from './import-file.ts';

const WIDTH = 200;

/**
 * What one import row would do, in the words of the list: 'Название: «Старое» → «Новое»' for each
 * changed field of an update, 'Название: «…»' for each filled field of a new record. An update
 * that changes nothing gives an empty list.
 */
export function rowChanges(def: ResourceDef, row: ImportRow, current: Row | undefined, lookups: Lookups): string[] {
  const next: Record<string, unknown> = { ...current, ...row.values };
  return Object.keys(row.payload).flatMap((key) => {
    const [column] = pickColumns(def, key);
    const after = displayCell(next, column, lookups, WIDTH);
    if (row.mode === 'create') return after === '' ? [] : [`${column.label}: «${after}»`];
    const before = current ? displayCell(current, column, lookups, WIDTH) : '';
    return before === after ? [] : [`${column.label}: «${before}» → «${after}»`];
  });
}

/** One line per row for the dry run; rows that would change nothing are left out and counted. */
export function describeRows(
  def: ResourceDef,
  rows: readonly ImportRow[],
  current: ReadonlyMap<number, Row>,
  lookups: Lookups,
): { lines: string[]; unchanged: number[] } {
  const lines: string[] = [];
  const unchanged: number[] = [];
  for (const row of rows) {
    const changes = rowChanges(def, row, row.id ? current.get(row.id) : undefined, lookups);
    if (row.mode === 'update' && !changes.length) unchanged.push(row.line);
    else if (row.mode === 'create')
      lines.push(`Строка ${row.line}: новая запись — ${changes.join('; ') || 'поля по умолчанию'}`);
    else lines.push(`Строка ${row.line} (№${row.id}): ${changes.join('; ')}`);
  }
  return { lines, unchanged };
}
