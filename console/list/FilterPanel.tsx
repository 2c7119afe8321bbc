import { useEffect, useRef, useState } from 'react';
import { useLayer } from '../app/useLayer.ts';
import type { Filter } from '../../core/filter.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { FilterField } from './FilterField.tsx';
import { filterRows, withFilter } from './filter-rows.ts';
import { SavedFilters } from './SavedFilters.tsx';

interface Props {
  def: ResourceDef;
  filter: Filter;
  onApply(filter: Filter): void;
  onReset(): void;
  onClose(): void;
}

/** One row per filterable field; applying writes the encoded filter into the URL. */
export function FilterPanel({ def, filter, onApply, onReset, onClose }: Props) {
  const [draft, setDraft] = useState<Filter>(filter);
  const rows = filterRows(def);
  const form = useRef<HTMLFormElement>(null);
  useLayer(true, onClose, { box: form });
  useEffect(() => form.current?.querySelector<HTMLElement>('input, select, button')?.focus(), []);
  return (
    <form
      ref={form}
      className="filter-panel"
      aria-label="Фильтры"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <div className="filter-rows">
        {rows.map((row) => (
          <div className="filter-row" key={row.key}>
            <label htmlFor={`filter-${row.key}`}>{row.field.label}</label>
            <FilterField row={row} filter={draft} onChange={(values) => setDraft(withFilter(draft, row.key, values))} />
          </div>
        ))}
      </div>
      <div className="buttons">
        <button type="submit" className="primary">
          Применить
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft({});
            onReset();
          }}
        >
          Сбросить
        </button>
        <SavedFilters
          def={def}
          filter={draft}
          onApply={(f) => {
            setDraft(f);
            onApply(f);
          }}
        />
      </div>
    </form>
  );
}
