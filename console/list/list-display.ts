import type { ListMeta, Row } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';
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
  const keys = [...(field.listWith ?? []), column];
  const parts = keys.map((key) => formatCell(row[key], shownField(def.fields[key], row), meta));
  return parts.filter(Boolean).join(', ');
}

/** The fields a list asks for: its columns, the fields they are shown with or named by, each once. */
export function fetchedFields(def: ResourceDef, columns: readonly string[]): string[] {
  return [
    ...new Set([
      ...columns.flatMap((c) => {
        const field = def.fields[c];
        const namedBy = field.kind === 'int' && field.names ? [field.names.when] : [];
        return [...(field.listWith ?? []), c, ...namedBy];
      }),
      ...(def.rowAlert ? [def.rowAlert.field] : []),
    ]),
  ];
}

/** Whether a list row is marked (ResourceDef.rowAlert: individuals with a patent or residence permit). */
export const isAlertRow = (def: ResourceDef, row: Record<string, unknown>) =>
  !!def.rowAlert && def.rowAlert.values.some((v) => String(v) === String(row[def.rowAlert!.field]));
