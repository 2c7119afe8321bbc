import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { type Field, isStored, type ScalarField } from '../../core/resources/fields/field-kinds.ts';
import { usageError } from '../cli-error.ts';
import { closeNames } from '../resources/find-resource.ts';

export interface Column {
  key: string;
  label: string;
  field: Field;
}

// id and the timestamps are on every row but not declared in the registry's fields.
const implicitFields: Record<string, ScalarField> = {
  id: { kind: 'int', label: '№' },
  created_at: { kind: 'datetime', label: 'Создано' },
  updated_at: { kind: 'datetime', label: 'Изменено' },
};

function column(def: ResourceDef, key: string): Column | undefined {
  const field = def.fields[key] ?? (key !== 'id' && !def.timestamps ? undefined : implicitFields[key]);
  return field ? { key, label: field.label, field } : undefined;
}

/** Every key a row of this resource may carry, for --fields and import headers. */
export function columnKeys(def: ResourceDef): string[] {
  const implicit = def.timestamps ? ['id', 'created_at', 'updated_at'] : ['id'];
  return [...implicit, ...Object.keys(def.fields).filter((k) => !def.fields[k].writeOnly)];
}

/** `--fields a,b,c`, or the registry's list columns after the record number. */
export function pickColumns(def: ResourceDef, fields?: string): Column[] {
  if (!fields) {
    // A nested list's names column (listNames) lives in the list's meta, which the CLI does not print.
    const listed = Object.keys(def.fields).filter((k) => def.fields[k].list && def.fields[k].kind !== 'nested');
    return ['id', ...listed].map((k) => column(def, k)!);
  }
  return fields
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((key) => {
      const found = columnKeys(def).includes(key) ? column(def, key) : undefined;
      if (found) return found;
      const close = closeNames(key, columnKeys(def));
      throw usageError(
        `У ресурса ${def.name} нет поля «${key}».${close.length ? ` Возможно: ${close.join(', ')}.` : ''}`,
      );
    });
}

/** The columns an export or an import round-trips: stored fields, no nested lists. */
export function storedColumns(def: ResourceDef): Column[] {
  return columnKeys(def)
    .filter((k) => !def.fields[k] || isStored(def.fields[k]))
    .map((k) => column(def, k)!);
}
