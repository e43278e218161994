// Notice (spec sections 2, 4 and 9): the notices newest first, 6 a page, searched on title and category by the
// server (case-insensitive, Bengali and Latin digits alike), the page back to 1 whenever the search changes,
// en-GB dates, and a Download link that opens the PDF in a new tab. The view is its URL
// (`/notice?search=…&page=2`): the search box is a GET form and the page controls are links, so all of it works
// before the page's script arrives and without it; with it, typing searches as the visitor types.
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from 'remote_shared/ui';
import { isMissing, NOTICE_PAGE_SIZE, type NoticeRow, useGetNoticePageQuery, useLogFailure } from '../api/publicApi';
import { EmptyState } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { useFollowValue } from '../page/followValue';
import { useListParams } from '../page/listParams';
import { usePageHead } from '../page/pageHead';
import { T } from '../texts';
import NotFoundPage from './NotFound';
import { formatNoticeDate } from './noticeDate';
import { PageTitle } from './PageTitle';

/** How long typing pauses before the list follows it. */
const SEARCH_DELAY_MS = 300;

function NoticeListRow({ notice }: { notice: NoticeRow }) {
  return (
    <li className="pub-notice">
      <div className="pub-notice__date">
        <span className="pub-icon pub-icon--calendar" aria-hidden="true" />
        <time dateTime={notice.date}>{formatNoticeDate(notice.date)}</time>
      </div>
      <div className="pub-notice__body">
        <h2 id={`notice-${notice.id}`} className="pub-notice__title">
          <Link to={`/notice/${notice.id}`}>{notice.title}</Link>
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
          <span className="pub-icon pub-icon--download" aria-hidden="true" />
          {T.notice.download}
        </a>
      )}
    </li>
  );
}

/** The search box: a GET form; with the page's script, the list follows the typing. */
function NoticeSearch({ search, onSearch }: { search: string; onSearch: (text: string, replace: boolean) => void }) {
  const inputId = useId();
  // Back and forward change the search: the box shows it (unless the visitor is typing in it), but never at
  // hydration, where it holds what was typed before the script arrived.
  const input = useFollowValue<HTMLInputElement>(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Text typed before the script arrived is searched for as soon as it has (once, when the page becomes React's).
  const searchEarlyText = useEffectEvent(() => {
    const typed = input.current?.value ?? '';
    if (typed.trim() !== search.trim()) onSearch(typed, true);
  });
  useEffect(() => {
    searchEarlyText();
    return () => clearTimeout(timer.current);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(input.current?.value ?? '', false);
  };

  return (
    <form className="pub-search" role="search" method="get" action="/notice" onSubmit={submit}>
      <label htmlFor={inputId} className="pub-sr-only">
        {T.notice.searchLabel}
      </label>
      <Search size={18} aria-hidden="true" className="pub-search__icon" />
      <input
        ref={input}
        id={inputId}
        name="search"
        type="search"
        defaultValue={search}
        placeholder={T.notice.searchPlaceholder}
        enterKeyHint="search"
        // Searching as one types needs the app: on a drawn page the host starts it when this field is used
        // (host/src/startWhenNeeded.ts); the form searches by itself meanwhile.
        data-needs-app=""
        onChange={(event) => {
          const text = event.target.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(text, true), SEARCH_DELAY_MS);
        }}
      />
      <button type="submit" className="pub-search__button">
        {T.notice.searchButton}
      </button>
    </form>
  );
}

function NoticeList({ page, search, hrefFor }: { page: number; search: string; hrefFor: (n: number) => string }) {
  const { data, isFetching, isLoading, error, refetch } = useGetNoticePageQuery({ page, search });
  useLogFailure('notices', error);
  if (isLoading) return <Spinner label={T.loading} />;
  if (error && !data) return <EmptyState message={T.notice.noResults} onRetry={refetch} />;
  const notices = data?.results ?? [];
  if (!notices.length) {
    return (
      <p className="pub-empty" role="status">
        {T.notice.noResults}
      </p>
    );
  }
  const count = data?.count ?? 0;
  const from = (page - 1) * NOTICE_PAGE_SIZE + 1;
  return (
    <div aria-busy={isFetching || undefined}>
      <p className="pub-count" aria-live="polite">
        {T.notice.count(from, from + notices.length - 1, count)}
      </p>
      <ul className="pub-notices">
        {notices.map((notice) => (
          <NoticeListRow key={notice.id} notice={notice} />
        ))}
      </ul>
      <Pagination page={page} pages={Math.max(1, Math.ceil(count / NOTICE_PAGE_SIZE))} label={T.notice.pagination} hrefFor={hrefFor} />
    </div>
  );
}

export default function NoticePage() {
  const { page, search, hrefFor, setSearch } = useListParams('/notice');
  const canonical = hrefFor(page ?? 1);
  usePageHead({ canonical, description: T.notice.metaDescription });

  // A page change scrolls back to the list's top (the links replace the list under the visitor's finger).
  const firstPage = useRef(page);
  useEffect(() => {
    if (page !== firstPage.current) document.getElementById('notice-list-top')?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  // A page past the last (the server answers 404) is the 404 page, not a list with a 404 page inside it.
  const { error } = useGetNoticePageQuery({ page: page ?? 1, search }, { skip: page === null });
  if (page === null || isMissing(error)) return <NotFoundPage />;
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.notice}</PageTitle>
      <NoticeSearch search={search} onSearch={(text, replace) => text.trim() !== search.trim() && setSearch(text, { replace })} />
      <div id="notice-list-top" />
      <NoticeList page={page} search={search} hrefFor={hrefFor} />
    </section>
  );
}
