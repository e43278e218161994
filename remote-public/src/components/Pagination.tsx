// Page controls of a public list: real links (`?page=3`), so they work before the page's script has arrived,
// without it, and for a search engine; in the browser the router follows them without a page load.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { T } from '../texts';

interface PaginationProps {
  page: number;
  pages: number;
  /** The navigation's name for screen readers (each list names its own). */
  label: string;
  hrefFor: (page: number) => string;
}

/** At most five page numbers, around the current page. */
export function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  return Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
}

export function Pagination({ page, pages, label, hrefFor }: PaginationProps) {
  if (pages < 2) return null;
  const step = (to: number, name: string, icon: ReactElement) =>
    to < 1 || to > pages ? (
      <span className="pub-pagination__step is-disabled" aria-hidden="true">
        {icon}
      </span>
    ) : (
      <Link className="pub-pagination__step" to={hrefFor(to)} aria-label={name} rel={to < page ? 'prev' : 'next'}>
        {icon}
      </Link>
    );
  return (
    <nav className="pub-pagination" aria-label={label}>
      {step(page - 1, T.pages.previous, <ChevronLeft size={18} aria-hidden="true" />)}
      <ul>
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <Link className="pub-pagination__page" to={hrefFor(n)} aria-label={T.pages.page(n)} aria-current={n === page ? 'page' : undefined}>
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {step(page + 1, T.pages.next, <ChevronRight size={18} aria-hidden="true" />)}
    </nav>
  );
}
