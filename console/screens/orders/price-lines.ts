import type { NestedRow } from '../../form/form-values.ts';

// Issue 22 item 6: 'Default price lines fight typed ones: choosing «Грузчик» while the empty default
// «Грузчик» line exists refuses the save …; lines with 0 workers are saved.'

const same = (a: NestedRow, b: NestedRow) =>
  a.work_type_id === b.work_type_id && (a.instrument_type_id ?? null) === (b.instrument_type_id ?? null);

/** A line nobody has filled: not saved yet and without workers (a default line the dispatcher did not use). */
export const isUnusedLine = (row: NestedRow) =>
  row.id === undefined && !row._destroy && !(Number(row.workers_amount) > 0);

/**
 * The price lines after an edit: a typed line of the same work type and instrument as an unused
 * line takes its place (the unused one goes), so a default line never stands in the typed one's way.
 * `edited` is the index of the line just changed.
 */
export function withoutShadowedDefaults(rows: readonly NestedRow[], edited: number): NestedRow[] {
  const changed = rows[edited];
  if (!changed || changed._destroy || changed.work_type_id == null) return [...rows];
  return rows.filter((row, i) => i === edited || !(isUnusedLine(row) && same(row, changed)));
}

/** What the card sends: unused lines stay in the browser (a saved line with 0 workers stays, the dispatcher kept it). */
export function savedPriceLines(rows: readonly NestedRow[]): NestedRow[] {
  return rows.filter((row) => !isUnusedLine(row));
}
