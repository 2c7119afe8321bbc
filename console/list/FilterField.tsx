import type { Filter } from '../../core/filter.ts';
import { RefInput } from '../fields/inputs/RefInput.tsx';
import { type FilterRow, rangeOf, rangeValue } from './filter-rows.ts';

interface Props {
  row: FilterRow;
  filter: Filter;
  onChange(values: string[]): void;
}

/** The input(s) of one filter row, by how its field kind filters. */
export function FilterField({ row, filter, onChange }: Props) {
  const id = `filter-${row.key}`;
  const values = filter[row.key];
  const label = row.field.label;
  if (row.input === 'range') {
    const [from, to] = rangeOf(values);
    const placeholder = row.field.kind === 'date' ? 'дд.мм.гггг' : '';
    return (
      <span className="range">
        <input
          id={id}
          aria-label={`${label}: от`}
          placeholder={placeholder || 'от'}
          value={from}
          onChange={(e) => onChange(rangeValue(e.target.value, to))}
        />
        <span aria-hidden="true">—</span>
        <input
          aria-label={`${label}: до`}
          placeholder={placeholder || 'до'}
          value={to}
          onChange={(e) => onChange(rangeValue(from, e.target.value))}
        />
      </span>
    );
  }
  if (row.input === 'checks' && row.field.kind === 'enum') {
    // Several values of one key are OR-ed by the server (key=v1,v2).
    const chosen = new Set(values ?? []);
    const all = row.field.options.map((o) => String(o.value));
    return (
      <fieldset id={id} className="filter-checks" aria-label={label}>
        {row.field.options.map((o) => (
          <label key={String(o.value)}>
            <input
              type="checkbox"
              checked={chosen.has(String(o.value))}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(String(o.value));
                else next.delete(String(o.value));
                onChange(all.filter((v) => next.has(v)));
              }}
            />{' '}
            {o.label}
          </label>
        ))}
      </fieldset>
    );
  }
  if (row.input === 'bool' || row.input === 'enum') {
    const options =
      row.field.kind === 'enum'
        ? row.field.options.map((o) => ({ value: String(o.value), label: o.label }))
        : [
            { value: 'true', label: 'Да' },
            { value: 'false', label: 'Нет' },
          ];
    return (
      <select id={id} value={values?.[0] ?? ''} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}>
        <option value="">Любое</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (row.input === 'ref') {
    const target = row.field.kind === 'ref' || row.field.kind === 'refs' ? row.field.target : '';
    const value = values?.[0] ? Number(values[0]) : null;
    return (
      <RefInput
        id={id}
        field={{ kind: 'ref', target, label }}
        value={Number.isFinite(value) ? value : null}
        onChange={(v) => onChange(v == null ? [] : [String(v)])}
      />
    );
  }
  return <input id={id} value={values?.[0] ?? ''} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])} />;
}
