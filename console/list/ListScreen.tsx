import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Row } from '../../core/api/api-client.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ResourceName } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { api } from '../app/api.ts';
import { ConfirmDialog } from '../app/ConfirmDialog.tsx';
import type { RecordFormProps } from '../form/RecordForm.tsx';
import { savedText } from '../form/saved-text.ts';
import { abilities } from '../app/permissions.ts';
import { useCommand } from '../commands/useCommand.ts';
import { useSession } from '../stores/session-store.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { GroupBar, GroupSelect } from './GroupBar.tsx';
import { ListEmpty, ListError, ListSkeleton } from './ListStates.tsx';
import { ListTable } from './ListTable.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { ListActionHost } from '../list-actions/ListActionHost.tsx';
import { listActionCells } from '../list-actions/list-action-cells.ts';
import { ListActionsContext, type RunningAction, useListActions } from '../list-actions/useListActions.ts';
import { fetchedFields } from './list-display.ts';
import { selectionFields, selectionScope } from './list-selection.ts';
import { toggleSort } from './list-state.ts';
import { Pager } from './Pager.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { useColumns } from './useColumns.ts';
import { useDefaultFilter } from './useDefaultFilter.ts';
import { useListData } from './useListData.ts';
import { useListSelection } from './useListSelection.ts';
import { useListState } from './useListState.ts';

// Forms and the filter panel carry the pickers (cmdk, date-fns): loaded when first opened.
const RecordForm = lazy(() => import('../form/RecordForm.tsx').then((m) => ({ default: m.RecordForm })));
const FilterPanel = lazy(() => import('./FilterPanel.tsx').then((m) => ({ default: m.FilterPanel })));

interface ListScreenProps {
  def: ResourceDef;
  form?: ComponentType<RecordFormProps>;
  /** Buttons of a screen that wraps the list (the quality recalculation), after the list's own. */
  toolbar?: ReactNode;
  /** What such a screen shows between the title and the table (a period, a live progress bar). */
  children?: ReactNode;
}

/** The one list screen of every registry resource (spec section 2, shared list pattern). */
export function ListScreen({ def, form, toolbar, children }: ListScreenProps) {
  // The route table may name a form of its own for this resource (the order card); else the generic one.
  const Form = form ?? RecordForm;
  const [state, update] = useListState();
  useDefaultFilter(def, update);
  const me = useSession((s) => s.me);
  const can = abilities(me, def);
  const { columns, ready: columnsReady, save: saveColumns } = useColumns(def);
  // The rows carry only the shown columns (a whole order is ~100 fields) and the fields they are shown with.
  // The record just saved: the list asks for the page it is on and puts the cursor on it.
  const [locate, setLocate] = useState<number>();
  const { data, error, loading, answeredLocate, reload } = useListData(
    def,
    state,
    columnsReady ? [...new Set([...fetchedFields(def, columns), ...selectionFields(def)])] : null,
    locate,
  );
  const [cursor, setCursor] = useState(0);
  const [panel, setPanel] = useState<'filters' | 'columns' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [running, setRunning] = useState<RunningAction | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const rows = data?.items ?? [];
  const formOpen = state.id !== undefined || state.preopen || state.call_id !== undefined;
  const idle = !formOpen && !deleting && !running;
  const selecting = useListSelection(
    def,
    selectionScope(def, state.filter, state.search),
    rows,
    cursor,
    setCursor,
    idle,
  );
  const { clear } = selecting;
  const actionDone = useCallback(() => {
    setRunning(null);
    clear();
    reload();
  }, [clear, reload]);
  const actions = useListActions(def, selecting.selection, rows[cursor], idle, actionDone, setRunning);

  useEffect(() => setCursor((c) => Math.min(c, Math.max(0, rows.length - 1))), [rows.length]);
  useEffect(() => {
    // Only the answer to this locating request counts (an older page may still be shown).
    if (locate === undefined || !data || answeredLocate !== locate) return;
    const index = data.items.findIndex((r) => r.id === locate);
    if (index >= 0) setCursor(index);
    if (data.meta.page !== state.page) update({ page: data.meta.page }, { replace: true });
    setLocate(undefined);
  }, [data, answeredLocate, locate, state.page, update]);
  // The grid takes the focus when the screen becomes idle, unless a modal above it (the palette,
  // a dialog) holds the focus: stealing it there would send the next typed key to the grid.
  useEffect(() => {
    const modal = document.activeElement?.closest('.palette, [role="dialog"]');
    if (idle && !panel && !modal) grid.current?.focus({ preventScroll: true });
  }, [idle, panel]);

  const filterCount = Object.keys(state.filter).length;
  const clearSearch = () => update({ filter: {}, search: undefined, search_type: undefined, page: 1 });
  const open = (row: Row | undefined) => row && update({ id: row.id, preopen: false, call_id: undefined });
  const toPage = (page: number) => update({ page: Math.max(1, Math.min(page, data?.meta.pages ?? page)) });
  const remove = async (row: Row) => {
    setDeleting(null);
    try {
      await api.resource(def.name as ResourceName).remove(row.id);
      toast.success(def.deleteTexts?.done ?? 'Запись удалена', { duration: 3000 });
      reload();
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  useCommand('list.down', () => setCursor((c) => Math.min(c + 1, rows.length - 1)), idle);
  useCommand('list.up', () => setCursor((c) => Math.max(c - 1, 0)), idle);
  useCommand('list.open', () => open(rows[cursor]), idle);
  useCommand('list.edit', () => open(rows[cursor]), idle && can.update);
  useCommand('list.new', () => update({ preopen: true, id: undefined }), idle && can.create);
  useCommand('list.delete', () => rows[cursor] && setDeleting(rows[cursor]), idle && can.delete);
  useCommand('list.search', () => search.current?.focus(), idle);
  useCommand('list.filters', () => setPanel(panel === 'filters' ? null : 'filters'), idle);
  useCommand('list.prevPage', () => toPage(state.page - 1), idle);
  useCommand('list.nextPage', () => toPage(state.page + 1), idle);

  return (
    <section className="list-screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">{def.title}</h1>
        <ListToolbar
          search={state.search ?? ''}
          searchRef={search}
          canCreate={can.create}
          filterCount={filterCount}
          // Searched as typed: the pauses replace one history entry instead of stacking one per word.
          onSearch={(text) => update({ search: text || undefined, page: 1 }, { replace: true })}
          onReset={clearSearch}
          onNew={() => update({ preopen: true, id: undefined })}
          onFilters={() => setPanel(panel === 'filters' ? null : 'filters')}
          onColumns={() => setPanel(panel === 'columns' ? null : 'columns')}
        >
          <GroupSelect def={def} group={state.group} onGroup={(group) => update({ group, page: 1 })} />
          {toolbar}
        </ListToolbar>
      </header>
      {children}
      {panel === 'columns' && (
        <ColumnChooser
          def={def}
          columns={columns}
          onClose={() => setPanel(null)}
          onSave={(fields) => {
            setPanel(null);
            saveColumns(fields).catch((e: Error) => toast.error(e.message));
          }}
        />
      )}
      {panel === 'filters' && (
        <Suspense fallback={null}>
          <FilterPanel
            def={def}
            filter={state.filter}
            onClose={() => setPanel(null)}
            onApply={(filter) => update({ filter, page: 1 })}
            onReset={() => update({ filter: {}, search: undefined, page: 1 })}
          />
        </Suspense>
      )}
      <SelectionBar count={selecting.selection?.size ?? 0} onClear={selecting.clear} />
      <GroupBar
        def={def}
        group={state.group}
        meta={data?.meta}
        onPick={(value) =>
          state.group &&
          update({ filter: { ...state.filter, [state.group]: [value === null ? 'null' : String(value)] }, page: 1 })
        }
      />
      {error ? (
        <ListError error={error} onRetry={reload} />
      ) : (
        <ListActionsContext.Provider value={actions}>
          <ListTable
            def={def}
            columns={columns}
            rows={rows}
            meta={data?.meta}
            sort={state.sort ?? data?.meta.sort ?? def.defaultSort[0]}
            order={state.order ?? data?.meta.order ?? def.defaultSort[1]}
            cursor={cursor}
            group={state.group}
            can={can}
            placeholder={
              loading ? (
                <ListSkeleton cells={columns.length + 1} />
              ) : (
                <ListEmpty search={state.search} filterCount={filterCount} onClear={clearSearch} />
              )
            }
            gridRef={grid}
            onCursor={setCursor}
            onSort={(field) => update((s) => toggleSort(s, field, def.defaultSort))}
            onOpen={open}
            onDelete={setDeleting}
            selection={selecting.selection}
            onToggleSelect={selecting.toggle}
            onTogglePage={selecting.togglePage}
            cells={listActionCells[def.name as ResourceName]}
          />
        </ListActionsContext.Provider>
      )}
      <Pager meta={data?.meta} page={state.page} onPage={toPage} />
      {formOpen && (
        <Suspense fallback={null}>
          <Form
            def={def}
            id={state.id}
            readOnly={state.id !== undefined && !can.update}
            canDelete={can.delete}
            onClose={() => update({ id: undefined, preopen: false, call_id: undefined, focus: undefined })}
            onSaved={(row) => {
              if (!row) return reload();
              // A new record saved in a card that stays open is that record now: the address says so
              // (issue 22 item 10: a saved order kept ?preopen=true, and a reload opened a blank card).
              if (state.id === undefined) update({ id: row.id, preopen: false, call_id: undefined }, { replace: true });
              setLocate(row.id);
              toast.success(savedText(def, row), {
                duration: 5000,
                action: { label: 'Открыть', onClick: () => update({ id: row.id, preopen: false }) },
              });
            }}
          />
        </Suspense>
      )}
      <ListActionHost def={def} running={running} onDone={actionDone} onClose={() => setRunning(null)} />
      {deleting && (
        <ConfirmDialog
          text={def.deleteTexts?.confirm ?? texts.deleteConfirm}
          confirmLabel="Удалить"
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
