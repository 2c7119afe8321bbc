import type { ListMeta } from '../../core/api/api-client.ts';
import { countOf, nouns, plural } from '../../core/plural.ts';
import { pageWindow, totalPages } from '../../core/rules/paging.rule.ts';

/**
 * '1 запись', '3 записи', '10 034 записей' (issue 9: Russian plural agreement); '10 000+ записей'
 * when the server stopped counting (meta.total_exact false).
 */
export function totalText(meta: Pick<ListMeta, 'total' | 'total_exact'>): string {
  const counted = countOf(meta.total, nouns.record);
  if (meta.total_exact) return counted;
  const noun = plural(meta.total, nouns.record);
  return `${counted.slice(0, -noun.length - 1)}+ ${noun}`;
}

interface Props {
  meta: ListMeta | undefined;
  page: number;
  onPage(page: number): void;
}

/** First, previous, about five numbers around the current page, next, last (spec section 2). */
export function Pager({ meta, page, onPage }: Props) {
  if (!meta) return <nav className="pager" aria-label="Страницы" />;
  const pages = meta.pages ?? totalPages(meta.total, meta.limit);
  const button = (label: string, target: number, aria: string, current = false) => (
    <button
      type="button"
      key={aria}
      aria-label={aria}
      aria-current={current ? 'page' : undefined}
      disabled={target < 1 || target > pages || (target === page && !current)}
      className={current ? 'current' : undefined}
      onClick={() => onPage(target)}
    >
      {label}
    </button>
  );
  return (
    <nav className="pager" aria-label="Страницы">
      <span className="total">Всего: {totalText(meta)}</span>
      {button('«', 1, 'Первая страница')}
      {button('‹', page - 1, 'Предыдущая страница')}
      {pageWindow(page, pages).map((n) => button(String(n), n, `Страница ${n}`, n === page))}
      {button('›', page + 1, 'Следующая страница')}
      {button('»', pages, 'Последняя страница')}
    </nav>
  );
}
