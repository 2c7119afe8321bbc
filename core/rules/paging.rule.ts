/** Spec: 'about five page numbers shown'. */
export const PAGE_WINDOW = 5;

/** Spec: 'total pages = ceil(total / limit), minimum 1', so an empty list still has page 1. */
export function totalPages(total: number, limit: number): number {
  if (!(limit > 0)) throw new RangeError(`Page limit must be positive, got ${limit}`);
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * The page numbers between previous and next: up to `size` pages centred on the current one,
 * slid inwards at either end so the window stays full while there are enough pages.
 */
export function pageWindow(current: number, pages: number, size = PAGE_WINDOW): number[] {
  const page = Math.min(Math.max(current, 1), pages);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
