// biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid positions absolute rows, which table elements cannot do; ARIA grid roles keep its meaning.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus and points at the cursor row with aria-activedescendant.
import { Link } from 'wouter';
import type { ListMeta, Row } from '../../core/api/api-client.ts';
import { cellFormats } from '../../core/resources/cell-formats.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { formatCell } from '../fields/field-cells.ts';
import { useSharedMeta } from '../stores/shared-meta-store.ts';
import { isStatusField, StatusBadge } from '../fields/StatusBadge.tsx';
import { displayValue } from './list-display.ts';
import { recordHref } from './record-link.ts';

export interface ListCellProps {
  def: ResourceDef;
  column: string;
  row: Row;
  meta: ListMeta | undefined;
}

/**
 * One cell of the grid: a status as its badge, a polymorphic `link` as a link to the card it names,
 * a mark (`badge` cell format) as a badge, anything else as the text of its field kind.
 */
export function ListCell({ def, column, row, meta }: ListCellProps) {
  const field = def.fields[column];
  // User names fall back to the shared metadata (field-cells.ts): a cell renders again once it has come.
  useSharedMeta();
  if (isStatusField(def, column, field)) {
    const label = formatCell(row[column], field);
    return (
      <div role="gridcell" className={`cell kind-${field.kind} status`} title={label}>
        <StatusBadge field={field} value={row[column]} />
      </div>
    );
  }
  const text = displayValue(def, column, row, meta);
  const href = field.cell && text ? cellFormats[field.cell].href?.(def.name, row) : undefined;
  if (href)
    return (
      <div role="gridcell" className={`cell kind-${field.kind}`} title={text}>
        <a href={href} download>
          {text}
        </a>
      </div>
    );
  const card = text ? recordHref(field, row) : undefined;
  if (card)
    return (
      <div role="gridcell" className={`cell kind-${field.kind}`} title={text}>
        <Link href={card}>{text}</Link>
      </div>
    );
  if (field.cell && cellFormats[field.cell].badge)
    return (
      <div role="gridcell" className={`cell kind-${field.kind}`} title={text}>
        {text && <span className="cell-badge">{text}</span>}
      </div>
    );
  const mark = field.cell ? cellFormats[field.cell].mark?.(row) : null;
  return (
    <div role="gridcell" className={`cell kind-${field.kind}`} title={mark ? `${text} · ${mark}` : text}>
      {text}
      {mark && (
        <span className="cell-mark" role="img" aria-label={mark}>
          ✗
        </span>
      )}
    </div>
  );
}
