// biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid positions absolute rows, which table elements cannot do; ARIA grid roles keep its meaning.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus and points at the cursor row with aria-activedescendant.
// biome-ignore-all lint/a11y/useKeyWithClickEvents: a click only moves the row cursor, which j/k and the arrows move from the keyboard.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ComponentType, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import type { ListMeta, Row } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { texts } from '../../core/texts.ts';
import type { ResourceAbilities } from '../app/permissions.ts';
import { ListCell, type ListCellProps } from './ListCell.tsx';
import { gridTemplate, ID_COLUMN, sortableColumn } from './list-columns.ts';
import { rowToneOf } from './list-display.ts';
import { groupStarts } from './list-groups.ts';
import type { Selection } from './list-selection.ts';

const ROW_HEIGHT = 32;

interface Props {
  def: ResourceDef;
  columns: readonly string[];
  rows: readonly Row[];
  meta: ListMeta | undefined;
  sort: string;
  order: 'asc' | 'desc';
  cursor: number;
  group?: string;
  can: ResourceAbilities;
  /** Shown in place of the rows when there are none (loading, nothing found). */
  placeholder?: ReactNode;
  gridRef: RefObject<HTMLDivElement | null>;
  /** The selected rows, when the resource declares `selection`: a checkbox column is drawn. */
  selection?: Selection | null;
  onToggleSelect?(row: Row): void;
  onTogglePage?(on: boolean): void;
  /** Cells drawn by a component of their own (a card invoice's confirmation checkbox). */
  cells?: Readonly<Record<string, ComponentType<ListCellProps>>>;
  onCursor(index: number): void;
  onSort(field: string): void;
  onOpen(row: Row): void;
  onDelete(row: Row): void;
}

/** Only the rows in view are in the DOM (@tanstack/react-virtual); the header sorts on click or Enter. */
export function ListTable(p: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: p.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  useEffect(() => {
    if (p.rows.length) virtualizer.scrollToIndex(p.cursor, { align: 'auto' });
  }, [p.cursor, p.rows.length, virtualizer]);

  const actions = p.can.update || p.can.delete || p.can.read;
  const selecting = !!p.selection;
  const template = `${selecting ? '32px ' : ''}${gridTemplate(p.def, p.columns, actions)}`;
  const headers = [ID_COLUMN, ...p.columns];
  const starts = groupStarts(p.rows, p.group);
  const tone = (row: Row) => {
    const t = rowToneOf(p.def, row);
    return t ? ` tone-${t.tone}` : '';
  };
  const label = (key: string) => (key === ID_COLUMN ? '№' : p.def.fields[key].label);

  return (
    <div className="grid-scroll" ref={scroller}>
      <div
        className="grid"
        role="grid"
        aria-label={p.def.title}
        aria-rowcount={p.rows.length + 1}
        aria-activedescendant={p.rows.length ? `row-${p.cursor}` : undefined}
        tabIndex={0}
        ref={p.gridRef}
      >
        <div className="grid-head" role="row" style={{ gridTemplateColumns: template }}>
          {selecting && (
            <div role="columnheader" className="cell select">
              <input
                type="checkbox"
                tabIndex={-1}
                aria-label="Выбрать страницу"
                // Ticked while any row of the page is selected: a click then takes the page out (refused rows never come in).
                checked={p.rows.some((r) => p.selection?.has(r.id))}
                onChange={(e) => p.onTogglePage?.(e.target.checked)}
              />
            </div>
          )}
          {headers.map((key) => {
            const sorted = p.sort === key ? p.order : undefined;
            const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
            return (
              <div role="columnheader" key={key} aria-sort={ariaSort} className="cell" title={label(key)}>
                {sortableColumn(p.def.fields[key], key) ? (
                  <button type="button" className="sort" onClick={() => p.onSort(key)}>
                    <span className="head-label">{label(key)}</span>
                    <span className="sort-mark" aria-hidden="true">
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                    </span>
                  </button>
                ) : (
                  <span className="head-label">{label(key)}</span>
                )}
              </div>
            );
          })}
          {actions && <div role="columnheader" className="cell" aria-label="Действия" />}
        </div>
        {p.rows.length === 0 ? (
          <div className="empty" role="row">
            {p.placeholder ?? <span role="gridcell">{texts.empty}</span>}
          </div>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((v) => {
              const row = p.rows[v.index];
              const selected = p.selection?.has(row.id) ?? false;
              return (
                <div
                  key={row.id}
                  id={`row-${v.index}`}
                  role="row"
                  aria-rowindex={v.index + 2}
                  aria-selected={v.index === p.cursor}
                  className={`grid-row${v.index === p.cursor ? ' cursor' : ''}${selected ? ' selected' : ''}${starts.has(v.index) ? ' group-start' : ''}${tone(row)}`}
                  title={rowToneOf(p.def, row)?.label}
                  style={{ gridTemplateColumns: template, height: ROW_HEIGHT, transform: `translateY(${v.start}px)` }}
                  onClick={() => p.onCursor(v.index)}
                  onDoubleClick={() => p.onOpen(row)}
                >
                  {selecting && (
                    <div role="gridcell" className="cell select">
                      <input
                        type="checkbox"
                        tabIndex={-1}
                        aria-label={`Выбрать № ${row.id}`}
                        checked={selected}
                        onChange={() => p.onToggleSelect?.(row)}
                      />
                    </div>
                  )}
                  <div role="gridcell" className="cell num">
                    {row.id}
                  </div>
                  {p.columns.map((key) => {
                    const Cell = p.cells?.[key] ?? ListCell;
                    return <Cell key={key} def={p.def} column={key} row={row} meta={p.meta} />;
                  })}
                  {actions && (
                    <div role="gridcell" className="cell actions">
                      <button
                        type="button"
                        className="icon"
                        tabIndex={-1}
                        aria-label={p.can.update ? `Редактировать № ${row.id}` : `Просмотр № ${row.id}`}
                        onClick={() => p.onOpen(row)}
                      >
                        {p.can.update ? '✎' : '👁'}
                      </button>
                      {p.can.delete && (
                        <button
                          type="button"
                          className="icon danger"
                          tabIndex={-1}
                          aria-label={`Удалить № ${row.id}`}
                          onClick={() => p.onDelete(row)}
                        >
                          ✕
                        </button>
                      )}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
