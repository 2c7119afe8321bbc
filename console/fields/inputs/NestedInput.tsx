import { useEffect, useRef, useState } from 'react';
import { fieldErrorText, type NestedRow, nestedKey, newNestedRow } from '../../form/form-values.ts';
import type { InputProps } from '../input-props.ts';
import { scalarInputs } from '../scalar-inputs.ts';

/** A child list as an editable sub-table; an existing row is marked `_destroy`, a new one dropped. */
export function NestedInput(p: InputProps) {
  const rows = Array.isArray(p.value) ? (p.value as NestedRow[]) : [];
  // «+ Строка» moves the focus into the row it added (its first cell), as a keyboard user expects.
  const added = useRef<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (added.current === null) return;
    const cell = document.getElementById(p.id)?.querySelectorAll('tbody tr')[added.current];
    added.current = null;
    cell
      ?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), button.ref-button:not([disabled])')
      ?.focus();
  });
  if (p.field.kind !== 'nested') return null;
  const field = p.field;
  const name = p.name ?? p.id;
  const columns = Object.entries(field.fields).filter(([, f]) => !f.readOnly);
  // Spec 01 §9: contacts and phones show the first 3 with a toggle; new rows and rows with errors always show.
  const limit = field.collapseAfter;
  const shown = (row: NestedRow, index: number) =>
    limit === undefined ||
    expanded ||
    index < limit ||
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
          {rows.map((row, index) => (
            <tr key={row._key ?? row.id} className={row._destroy ? 'destroyed' : undefined} hidden={!shown(row, index)}>
              {columns.map(([key, f]) => {
                const Input = scalarInputs[f.kind];
                const error = fieldErrorText(p.errors, nestedKey(name, index, key));
                const id = `${p.id}-${index}-${key}`;
                return (
                  <td key={key}>
                    <Input
                      id={id}
                      field={f}
                      value={row[key]}
                      ariaLabel={`${f.label}, строка ${index + 1}`}
                      invalid={!!error}
                      describedBy={error ? `${id}-error` : undefined}
                      disabled={p.disabled || row._destroy}
                      onChange={(v) => setRow(index, { ...row, [key]: v })}
                    />
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
            </tr>
          ))}
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
