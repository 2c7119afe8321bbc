import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { AppError } from '../../core/errors.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';
import { parseWrite } from '../../core/resources/write-schema.ts';
import { usageError } from '../cli-error.ts';
import { columnKeys } from '../output/columns.ts';
import { closeNames } from '../resources/find-resource.ts';

/** One data row: `line` is its row number as a spreadsheet shows it (the header is row 1). */
export interface ImportRow {
  line: number;
  id?: number;
  mode: 'create' | 'update';
  payload: Record<string, unknown>;
  values: Record<string, unknown>;
}

export interface RowError {
  line: number;
  message: string;
}

export interface ImportFile {
  rows: ImportRow[];
  errors: RowError[];
  /** Columns an export carries but nobody writes (timestamps, computed fields): skipped. */
  skipped: string[];
}

const boolWords: Record<string, string> = { да: 'true', нет: 'false' };

/**
 * People type an enum's label ('Работник') and 'да'/'нет' (what an XLSX export shows); the wire
 * wants the value ('Individual', true).
 */
export function wireValue(field: Field, cell: string): string {
  const typed = cell.trim().toLowerCase();
  if (field.kind === 'bool') return boolWords[typed] ?? cell;
  if (field.kind !== 'enum') return cell;
  const option = field.options.find((o) => o.label.toLowerCase() === typed);
  return option ? String(option.value) : cell;
}

function headerKey(def: ResourceDef, cell: string): string | undefined {
  const text = cell.trim();
  if (text === 'id' || text === '№') return 'id';
  if (columnKeys(def).includes(text)) return text;
  const byLabel = Object.entries(def.fields).find(([, f]) => f.label.toLowerCase() === text.toLowerCase());
  return byLabel?.[0];
}

/**
 * Reads and checks every row locally with the registry's own write schema (the server's), before
 * anything is sent. Header cells are field keys or Russian labels; `id` updates that record.
 * Enum cells may hold the value or its Russian label. An empty cell leaves the field out of a new record (its default applies) and clears it on update.
 * `records` are the rows of the sheet (CSV or XLSX), header first; blank rows are skipped but counted.
 */
export function readImportFile(def: ResourceDef, records: readonly (readonly string[])[]): ImportFile {
  const [header, ...data] = records;
  if (!header) throw usageError('Файл пуст: нужна строка заголовков и хотя бы одна строка данных');
  // An unnamed column (Excel's trailing ';', a formatted but empty column of a sheet) is ignored.
  const keys = header.map((cell) => {
    if (cell.trim() === '') return '';
    const key = headerKey(def, cell);
    if (key) return key;
    const close = closeNames(cell.trim(), columnKeys(def));
    throw usageError(`Неизвестная колонка «${cell}».${close.length ? ` Возможно: ${close.join(', ')}.` : ''}`);
  });
  const writable = (key: string) => {
    const field = def.fields[key];
    return !!field && !field.readOnly && field.kind !== 'nested';
  };
  const skipped = keys.filter((k) => k !== 'id' && k !== '' && !writable(k));
  const rows: ImportRow[] = [];
  const errors: RowError[] = [];
  data.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const idText = cells[keys.indexOf('id')]?.trim() ?? '';
    if (idText && !/^\d{1,9}$/.test(idText)) {
      errors.push({ line, message: `неверный номер записи «${idText}»` });
      return;
    }
    const id = idText ? Number(idText) : undefined;
    const mode = id ? 'update' : 'create';
    const payload: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      if (!writable(key)) return;
      const cell = wireValue(def.fields[key], cells[i] ?? '');
      if (cell !== '') payload[key] = cell;
      else if (mode === 'update') payload[key] = null;
    });
    try {
      rows.push({ line, id, mode, payload, values: parseWrite(def, mode, payload).values });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      for (const message of e.fullMessages?.length ? e.fullMessages : [e.message]) errors.push({ line, message });
    }
  });
  return { rows, errors, skipped };
}

/** '2–6, 9' for a person reading which rows were written. */
export function lineRanges(lines: readonly number[]): string {
  const sorted = [...lines].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(start === sorted[i] ? String(start) : `${start}–${sorted[i]}`);
  }
  return parts.join(', ') || 'нет';
}
