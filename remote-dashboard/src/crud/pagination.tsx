// 10 rows a page on every dashboard list (spec section 9); the controls appear only beyond one page.
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { toBengaliDigits } from 'remote_shared/schemas';
import { T } from '../texts';

export const PAGE_SIZE = 10;
/** Page numbers shown at once. */
export const PAGE_WINDOW = 5;

/**
 * The rows of the current page. `resetKey` changes when a search or filter changes: back to page 1.
 * A page outside 1..pageCount is ignored; when rows disappear (a delete) the page moves back into range.
 */
export function usePagination<T>(rows: T[], resetKey: string) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  useEffect(() => setPage(1), [resetKey]);
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);
  const current = Math.min(page, pageCount);
  const goTo = (next: number) => {
    if (Number.isInteger(next) && next >= 1 && next <= pageCount) setPage(next);
  };
  const firstIndex = (current - 1) * PAGE_SIZE;
  return { page: current, pageCount, goTo, firstIndex, pageRows: rows.slice(firstIndex, firstIndex + PAGE_SIZE) };
}

/** The numbers around the current page, at most PAGE_WINDOW of them. */
export function pageNumbers(page: number, pageCount: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(PAGE_WINDOW / 2), pageCount - PAGE_WINDOW + 1));
  const end = Math.min(pageCount, start + PAGE_WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function Pagination({ page, pageCount, goTo, edges = false }: { page: number; pageCount: number; goTo: (page: number) => void; edges?: boolean }) {
  if (pageCount <= 1) return null;
  const button = (label: string, target: number, icon: ReactNode) => (
    <button type="button" className="dash-page" aria-label={label} title={label} onClick={() => goTo(target)} disabled={target < 1 || target > pageCount || target === page}>
      {icon}
    </button>
  );
  return (
    <nav className="dash-pagination" aria-label={T.pagination.label}>
      {edges && button(T.pagination.first, 1, <ChevronsLeft size={16} aria-hidden="true" />)}
      {button(T.pagination.previous, page - 1, <ChevronLeft size={16} aria-hidden="true" />)}
      {pageNumbers(page, pageCount).map((n) => (
        <button
          key={n}
          type="button"
          className={n === page ? 'dash-page is-current' : 'dash-page'}
          aria-label={T.pagination.page(n)}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => goTo(n)}
        >
          {toBengaliDigits(n)}
        </button>
      ))}
      {button(T.pagination.next, page + 1, <ChevronRight size={16} aria-hidden="true" />)}
      {edges && button(T.pagination.last, pageCount, <ChevronsRight size={16} aria-hidden="true" />)}
    </nav>
  );
}
