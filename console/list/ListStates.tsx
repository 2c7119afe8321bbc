// biome-ignore-all lint/a11y/useSemanticElements: these stand in the virtualized ARIA grid of ListTable, which has no table elements.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus, as for its rows.
import { emptyListBecause, texts } from '../../core/texts.ts';

// What the list shows instead of rows: it is loading, nothing matched, or the request failed.
// Each says what is true, so «Пусто» never stands for "not loaded yet" or "the server is down".

const SKELETON_ROWS = 8;

/** Grey placeholder rows while the first page of a query is on its way. */
export function ListSkeleton({ cells }: { cells: number }) {
  return (
    <div className="skeleton-rows" role="row" aria-busy="true" aria-label="Загрузка…">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place.
        <div key={row} className="skeleton-row" role="gridcell">
          {Array.from({ length: Math.min(cells, 6) }, (_, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <span key={cell} className="skeleton-bar" />
          ))}
        </div>
      ))}
    </div>
  );
}

interface EmptyProps {
  search: string | undefined;
  filterCount: number;
  onClear(): void;
}

/** No rows: names what was searched and filtered and offers to clear it, or says the list is empty. */
export function ListEmpty({ search, filterCount, onClear }: EmptyProps) {
  if (!search && !filterCount) return <span role="gridcell">{texts.empty}</span>;
  const what = [search ? `по запросу «${search}»` : '', filterCount ? `с фильтрами (${filterCount})` : '']
    .filter(Boolean)
    .join(' и ');
  return (
    <span role="gridcell">
      {emptyListBecause(what)}.{' '}
      <button type="button" className="link" onClick={onClear}>
        {search && filterCount ? 'Сбросить поиск и фильтры' : search ? 'Очистить поиск' : 'Сбросить фильтры'}
      </button>
    </span>
  );
}

/** The request failed: its Russian message and a retry that asks again. */
export function ListError({ error, onRetry }: { error: Error; onRetry(): void }) {
  return (
    <div className="error-box list-error" role="alert">
      {error.message}{' '}
      <button type="button" onClick={onRetry}>
        {texts.retry}?
      </button>
    </div>
  );
}
