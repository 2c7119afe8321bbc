import type { ListMeta, Row } from '../../core/api/api-client.ts';
import { type ResourceDef, type RowTone, rowTones } from '../../core/resources/define-resource.ts';
import { type Field, isNamesColumn } from '../../core/resources/fields/field-kinds.ts';
import { officeToday } from '../../core/format.ts';
import { cellFormats } from '../../core/resources/cell-formats.ts';
import { formatCell } from '../fields/field-cells.ts';

/** A plain id that names a record on this row (`names`) is read as a reference to it. */
function shownField(field: Field, row: Row): Field {
  if (field.kind !== 'int' || !field.names || row[field.names.when] !== field.names.is) return field;
  return { kind: 'ref', label: field.label, target: field.names.target };
}

/**
 * The text of a list cell: the field's own value, after the values of the fields it is shown with
 * (`listWith`), so an address column names the street and then the house, with no new DB column.
 */
export function displayValue(def: ResourceDef, column: string, row: Row, meta: ListMeta | undefined): string {
  const field = def.fields[column];
  if (isNamesColumn(field)) return namesText(meta, column, row.id);
  const keys = [...(field.listWith ?? []), column];
  const parts = keys.map((key) => formatCell(row[key], shownField(def.fields[key], row), meta));
  const text = parts.filter(Boolean).join(', ');
  return field.cell ? cellFormats[field.cell].format(row[column], row, text, officeToday()) : text;
}

/** «Анна, Борис, … +2»: the names the list's meta carries for a nested list column (`listNames`). */
export function namesText(meta: ListMeta | undefined, column: string, id: number): string {
  const all = meta?.nested_names as Record<string, Record<number, { names: string[]; total: number }>> | undefined;
  const cell = all?.[column]?.[id];
  if (!cell) return '';
  const more = cell.total - cell.names.length;
  return more > 0 ? `${cell.names.join(', ')} +${more}` : cell.names.join(', ');
}

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** The first of the row's tones that matches it (spec 01 §2: workers with passport types 6 and 7 in red). */
export function rowToneOf(def: ResourceDef, row: Row): RowTone | undefined {
  return rowTones(def).find((tone) =>
    tone.present ? present(row[tone.field]) : tone.values?.some((v) => String(v) === String(row[tone.field])),
  );
}

/** The row's tone name, or undefined. */
export function rowTone(def: ResourceDef, row: Row): string | undefined {
  return rowToneOf(def, row)?.tone;
}

/**
 * The fields a list asks for: its columns, the fields they are shown with, named by, derived from
 * (`cell`) or linked by (`link`), and the fields the row's tones read, each once.
 */
export function fetchedFields(def: ResourceDef, columns: readonly string[]): string[] {
  const perColumn = columns.flatMap((c) => {
    const field = def.fields[c];
    const namedBy = field.kind === 'int' && field.names ? [field.names.when] : [];
    const uses = field.cell ? cellFormats[field.cell].uses : [];
    const linked = field.link ? [field.link.id, field.link.by] : [];
    return [...(field.listWith ?? []), c, ...namedBy, ...uses, ...linked];
  });
  return [...new Set([...perColumn, ...rowTones(def).map((t) => t.field)])];
}
