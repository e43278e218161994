// Notice (spec sections 2, 4 and 9): the notices newest first, a search on title and category (Bengali and
// Latin digits alike), 6 a page, the page back to 1 whenever the search changes, en-GB dates, and a Download
// link that opens the PDF in a new tab.
import { CalendarDays, ChevronLeft, ChevronRight, Download, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { Notice } from 'remote_shared/schemas';
import { Spinner } from 'remote_shared/ui';
import { useGetNoticesQuery, useLogFailure } from '../api/publicApi';
import { EmptyState } from '../components/LoadState';
import { filterNotices, formatNoticeDate, NOTICE_PAGE_SIZE, pageCount, pageOf } from '../features/notices/noticeSearch';
import { T } from '../texts';
import { PageTitle } from './PageTitle';

function NoticeRow({ notice }: { notice: Notice }) {
  return (
    <li className="pub-notice">
      <div className="pub-notice__date">
        <CalendarDays size={16} aria-hidden="true" />
        <time dateTime={notice.date}>{formatNoticeDate(notice.date)}</time>
      </div>
      <div className="pub-notice__body">
        <h2 id={`notice-${notice.id}`} className="pub-notice__title">
          {notice.title}
        </h2>
        {notice.category && <span className="pub-badge">{notice.category}</span>}
        {notice.description && <p className="pub-notice__text">{notice.description}</p>}
      </div>
      {notice.pdf_file && (
        <a
          className="pub-button pub-button--small pub-notice__download"
          href={notice.pdf_file}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={`notice-${notice.id}`}
        >
          <Download size={16} aria-hidden="true" />
          {T.notice.download}
        </a>
      )}
    </li>
  );
}

function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages < 2) return null;
  // At most five page numbers, around the current page.
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  return (
    <nav className="pub-pagination" aria-label={T.notice.pagination}>
      <button type="button" className="pub-pagination__step" onClick={() => onPage(page - 1)} disabled={page === 1} aria-label={T.notice.previous}>
        <ChevronLeft size={18} aria-hidden="true" />
      </button>
      <ul>
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pub-pagination__page"
              onClick={() => onPage(n)}
              aria-label={T.notice.page(n)}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pub-pagination__step" onClick={() => onPage(page + 1)} disabled={page === pages} aria-label={T.notice.next}>
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}

export default function NoticePage() {
  const { data, isLoading, error, refetch } = useGetNoticesQuery();
  useLogFailure('notices', error);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();

  const found = useMemo(() => filterNotices(data ?? [], query), [data, query]);
  const pages = pageCount(found.length);
  const current = Math.min(page, pages);
  const shown = pageOf(found, current);

  const goTo = (next: number) => {
    if (next < 1 || next > pages) return;
    setPage(next);
    document.getElementById('notice-list-top')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.notice}</PageTitle>
      <div className="pub-search" role="search">
        <label htmlFor={searchId} className="pub-sr-only">
          {T.notice.searchLabel}
        </label>
        <Search size={18} aria-hidden="true" className="pub-search__icon" />
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={T.notice.searchPlaceholder}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <div id="notice-list-top" />
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : error && !data ? (
        <EmptyState message={T.notice.noResults} onRetry={refetch} />
      ) : shown.length === 0 ? (
        <p className="pub-empty" role="status">
          {T.notice.noResults}
        </p>
      ) : (
        <>
          <p className="pub-count" aria-live="polite">
            {T.notice.count((current - 1) * NOTICE_PAGE_SIZE + 1, (current - 1) * NOTICE_PAGE_SIZE + shown.length, found.length)}
          </p>
          <ul className="pub-notices">
            {shown.map((notice) => (
              <NoticeRow key={notice.id} notice={notice} />
            ))}
          </ul>
          <Pagination page={current} pages={pages} onPage={goTo} />
        </>
      )}
    </section>
  );
}
