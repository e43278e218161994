// 10 rows a page on every dashboard list (spec section 9), paged by the server; the controls appear only beyond
// one page, and a page outside the range is ignored.
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { toBengaliDigits } from 'remote_shared/schemas';
import { T } from '../texts';

export const PAGE_SIZE = 10;
/** Page numbers shown at once. */
export const PAGE_WINDOW = 5;

/** The number of pages of `count` rows (at least 1). */
export function pageCountOf(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** The numbers around the current page, at most PAGE_WINDOW of them. */
export function pageNumbers(page: number, pageCount: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(PAGE_WINDOW / 2), pageCount - PAGE_WINDOW + 1));
  const end = Math.min(pageCount, start + PAGE_WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function Pagination({ page, pageCount, goTo: go, edges = false }: { page: number; pageCount: number; goTo: (page: number) => void; edges?: boolean }) {
  if (pageCount <= 1) return null;
  const goTo = (n: number) => {
    if (Number.isInteger(n) && n >= 1 && n <= pageCount && n !== page) go(n);
  };
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
