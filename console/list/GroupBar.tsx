import type { ListMeta } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { formatCell } from '../fields/field-cells.ts';
import { groupableFields } from './list-groups.ts';

interface Props {
  def: ResourceDef;
  group: string | undefined;
  meta: ListMeta | undefined;
  onGroup(field: string | undefined): void;
  /** Narrows the list to one group (a filter on the grouped field). */
  onPick(value: unknown): void;
}

/**
 * Grouping (the `group` list parameter): choose a field, then see every group with its count over
 * the whole filtered list (meta.groups); a group's button filters the list to it.
 */
export function GroupBar({ def, group, meta, onGroup, onPick }: Props) {
  const field = group ? def.fields[group] : undefined;
  return (
    <div className="group-bar">
      <label>
        Группировка{' '}
        <select value={group ?? ''} onChange={(e) => onGroup(e.target.value || undefined)}>
          <option value="">нет</option>
          {groupableFields(def).map(([key, f]) => (
            <option key={key} value={key}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      {field &&
        meta?.groups?.map((g) => (
          <button type="button" key={String(g.value)} className="group-chip" onClick={() => onPick(g.value)}>
            {g.value === null ? 'не указано' : formatCell(g.value, field, meta) || String(g.value)}
            <span className="group-count">{g.count.toLocaleString('ru-RU')}</span>
          </button>
        ))}
    </div>
  );
}
