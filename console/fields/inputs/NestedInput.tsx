import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { fieldErrorText, type NestedRow, nestedKey, newNestedRow } from '../../form/form-values.ts';
import type { InputProps } from '../input-props.ts';
import { fieldControl } from '../field-controls.ts';
import { scalarInputs } from '../scalar-inputs.ts';
import { useFocusRow } from './useFocusRow.ts';

/** A cell input of its own for one column: it sees the whole row and may change several of its cells. */
export type CellInput = ComponentType<InputProps & { row: NestedRow; onRow(row: NestedRow): void }>;

export interface NestedExtras {
  /** Columns shown with another input than their kind's (the order card's worker picker). */
  cellInputs?: Partial<Record<string, CellInput>>;
  /** A line under a row's cells: a warning about the row as a whole. */
  rowNote?(row: NestedRow, index: number): ReactNode;
}

/** The line under a row: the server's errors about the row as a whole (`prices[1]`), then the screen's note. */
function rowNoteOf(p: InputProps & NestedExtras, row: NestedRow, index: number, span: number) {
  const error = fieldErrorText(p.errors, `${p.name ?? p.id}[${index}]`);
  const note = row._destroy ? null : p.rowNote?.(row, index);
  if (!note && !error) return null;
  return (
    <tr key={`${row._key ?? row.id}-note`} className="row-note">
      <td colSpan={span}>
        {error && <span className="field-error">{error}</span>}
        {note}
      </td>
    </tr>
  );
}

/** A child list as an editable sub-table; an existing row is marked `_destroy`, a new one dropped. */
export function NestedInput(p: InputProps & NestedExtras) {
  const rows = Array.isArray(p.value) ? (p.value as NestedRow[]) : [];
  // «+ Строка» moves the focus into the row it added (its first cell), as a keyboard user expects.
  const added = useRef<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const focusRow = useFocusRow(p.name ?? p.id, p.id, rows);
  useEffect(() => {
    if (added.current === null) return;
    const cell = document.getElementById(p.id)?.querySelectorAll('tbody tr:not(.row-note)')[added.current];
    added.current = null;
    cell?.querySelector<HTMLElement>(fieldControl)?.focus();
  });
  if (p.field.kind !== 'nested') return null;
  const field = p.field;
  const name = p.name ?? p.id;
  // A write-only value of a row (an additional address's street_name for scripts) is no column.
  const columns = Object.entries(field.fields).filter(([, f]) => !f.readOnly && !f.writeOnly);
  // Spec 01 §9: contacts and phones show the first 3 with a toggle; new rows and rows with errors always show.
  const limit = field.collapseAfter;
  const shown = (row: NestedRow, index: number) =>
    limit === undefined ||
    expanded ||
    index < limit ||
    index === focusRow ||
    row.id === undefined ||
    Object.keys(p.errors ?? {}).some((k) => k.startsWith(`${name}[${index}]`));
  const hidden = rows.filter((row, index) => !shown(row, index)).length;
  const setRow = (index: number, row: NestedRow) => p.onChange(rows.map((r, i) => (i === index ? row : r)));
  const remove = (index: number) => {
    const row = rows[index];
    if (row.id === undefined) p.onChange(rows.filter((_, i) => i !== index));
    else setRow(index, { ...row, _destroy: !row._destroy });
  };
  return (
    <div className="nested" id={p.id}>
      <table>
        <thead>
          <tr>
            {columns.map(([key, f]) => (
              <th key={key}>{f.label}</th>
            ))}
            <th aria-label="Действия" />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => [
            <tr key={row._key ?? row.id} className={row._destroy ? 'destroyed' : undefined} hidden={!shown(row, index)}>
              {columns.map(([key, f]) => {
                const Cell = p.cellInputs?.[key];
                const error = fieldErrorText(p.errors, nestedKey(name, index, key));
                const id = `${p.id}-${index}-${key}`;
                const cell = {
                  id,
                  field: f,
                  value: row[key],
                  ariaLabel: `${f.label}, строка ${index + 1}`,
                  invalid: !!error,
                  describedBy: error ? `${id}-error` : undefined,
                  disabled: p.disabled || row._destroy,
                  onChange: (v: unknown) => setRow(index, { ...row, [key]: v }),
                };
                const Input = scalarInputs[f.kind];
                return (
                  <td key={key}>
                    {Cell ? <Cell {...cell} row={row} onRow={(next) => setRow(index, next)} /> : <Input {...cell} />}
                    {error && (
                      <span className="field-error" id={`${id}-error`}>
                        {error}
                      </span>
                    )}
                  </td>
                );
              })}
              <td>
                {!p.disabled && (
                  <button
                    type="button"
                    className="icon"
                    aria-label={row._destroy ? `Вернуть строку ${index + 1}` : `Удалить строку ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    {row._destroy ? '↺' : '✕'}
                  </button>
                )}
              </td>
            </tr>,
            shown(row, index) && rowNoteOf(p, row, index, columns.length + 1),
          ])}
        </tbody>
      </table>
      {(hidden > 0 || expanded) && (
        <button type="button" className="small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Свернуть' : `Показать все (${rows.length}, скрыто ${hidden})`}
        </button>
      )}
      {!p.disabled && (
        <button
          type="button"
          className="small"
          onClick={() => {
            added.current = rows.length;
            p.onChange([...rows, newNestedRow(field)]);
          }}
        >
          + Строка
        </button>
      )}
    </div>
  );
}
