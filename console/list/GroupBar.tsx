import type { ListMeta } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';
import { formatCell } from '../fields/field-cells.ts';
import { groupableFields } from './list-groups.ts';

interface SelectProps {
  def: ResourceDef;
  group: string | undefined;
  onGroup(field: string | undefined): void;
}

/** The grouping field (the `group` list parameter): a toolbar control, not a row of its own. */
export function GroupSelect({ def, group, onGroup }: SelectProps) {
  const fields = groupableFields(def);
  if (!fields.length) return null;
  return (
    <select
      className="group-select"
      aria-label="Группировка"
      title="Группировка"
      value={group ?? ''}
      onChange={(e) => onGroup(e.target.value || undefined)}
    >
      <option value="">Без группировки</option>
      {fields.map(([key, f]) => (
        <option key={key} value={key}>
          Группировка: {f.label}
        </option>
      ))}
    </select>
  );
}

/** A group's name: the cell text of its value; a flag reads «Да»/«Нет» (its cell is ✓ or blank). */
function groupLabel(value: unknown, field: Field, meta: ListMeta): string {
  if (value === null) return 'не указано';
  if (field.kind === 'bool') return value === true || value === 'true' ? 'Да' : 'Нет';
  return formatCell(value, field, meta) || String(value);
}

interface BarProps {
  def: ResourceDef;
  group: string | undefined;
  meta: ListMeta | undefined;
  /** Narrows the list to one group (a filter on the grouped field). */
  onPick(value: unknown): void;
}

/**
 * Once grouped: every group with its count over the whole filtered list (meta.groups); a group's
 * button filters the list to it. Nothing at all while the list is not grouped.
 */
export function GroupBar({ def, group, meta, onPick }: BarProps) {
  const field = group ? def.fields[group] : undefined;
  if (!field || !meta?.groups?.length) return null;
  return (
    <div className="group-bar">
      {meta.groups.map((g) => (
        <button type="button" key={String(g.value)} className="group-chip" onClick={() => onPick(g.value)}>
          {groupLabel(g.value, field, meta)}
          <span className="group-count">{g.count.toLocaleString('ru-RU')}</span>
        </button>
      ))}
    </div>
  );
}
