import type { Filter } from '../../core/filter.ts';
import type { EnumOption } from '../../core/resources/fields/field-kinds.ts';
import { RefInput } from '../fields/inputs/RefInput.tsx';
import { type FilterRow, rangeOf, rangeValue } from './filter-rows.ts';

interface Props {
  row: FilterRow;
  filter: Filter;
  onChange(values: string[]): void;
}

/** The ticked values after one checkbox changed, in the options' order. */
function checkedValues(
  options: readonly EnumOption[],
  ticked: ReadonlySet<string>,
  value: string,
  on: boolean,
): string[] {
  return options.map((o) => String(o.value)).filter((v) => (v === value ? on : ticked.has(v)));
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
  if (row.input === 'checks' && row.field.kind === 'enum') {
    const ticked = new Set(values ?? []);
    const options = row.field.options;
    return (
      <fieldset id={id} className="filter-checks">
        <legend className="sr-only">{label}</legend>
        {options.map((o) => {
          const value = String(o.value);
          return (
            <label key={value} className="check">
              <input
                type="checkbox"
                checked={ticked.has(value)}
                onChange={(e) => onChange(checkedValues(options, ticked, value, e.target.checked))}
              />{' '}
              {o.label}
            </label>
          );
        })}
      </fieldset>
    );
  }
  if (row.input === 'linkedId' && row.link) {
    // The picker of the type chosen above (a worker, a manager, a contractor); with no single type, the id typed.
    const types = filter[row.link.by] ?? [];
    const target = types.length > 0 ? row.link.targets[types[0]] : undefined;
    const sameTarget = target !== undefined && types.every((t) => row.link?.targets[t] === target);
    const value = values?.[0] ? Number(values[0]) : null;
    if (sameTarget)
      return (
        <RefInput
          key={target}
          id={id}
          field={{ kind: 'ref', target, label }}
          value={Number.isFinite(value) ? value : null}
          onChange={(v) => onChange(v == null ? [] : [String(v)])}
        />
      );
    return (
      <input
        id={id}
        inputMode="numeric"
        placeholder="№"
        value={values?.[0] ?? ''}
        onChange={(e) => onChange(e.target.value.trim() ? [e.target.value.trim()] : [])}
      />
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
