// One notice at its own address (`/notice/42`): title, date, category, description, its PDF (opened in the
// browser where it can show PDFs, or downloaded), and share buttons. The server draws it with Open Graph and
// Twitter tags (its preview card among them) and a canonical URL, so a link shared on Facebook or WhatsApp shows a
// proper preview.
import { ArrowLeft, CalendarDays, Copy, Download, ExternalLink, Share2, Tag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from 'remote_shared/ui';
import { previewText, useGetNoticeQuery, useLogFailure } from '../api/publicApi';
import { downloadHref } from '../components/files';
import { EmptyState } from '../components/LoadState';
import { Paragraphs } from '../components/Paragraphs';
import { previewCard, usePageHead, useSiteOrigin } from '../page/pageHead';
import { T } from '../texts';
import { useHydrated } from '../components/useHydrated';
import NotFoundPage from './NotFound';
import { formatNoticeDate } from './noticeDate';
import { PageTitle } from './PageTitle';
import './noticeDetail.css';

function ShareButtons({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard (an old browser, or not allowed): select the address so the visitor can copy it.
      field.current?.select();
      return;
    }
    setCopied(true);
  };
  return (
    <section className="pub-share" aria-labelledby="share-title">
      <h2 id="share-title" className="pub-share__title">
        <Share2 size={18} aria-hidden="true" /> {T.noticeDetail.share}
      </h2>
      <div className="pub-share__buttons">
        <a className="pub-button pub-button--small pub-share__facebook" href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
          {T.noticeDetail.facebook}
        </a>
        <a className="pub-button pub-button--small pub-share__whatsapp" href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} target="_blank" rel="noopener noreferrer">
          {T.noticeDetail.whatsapp}
        </a>
        {/* Copying needs the page's script: without it (scripts off, the light page) the button is not shown, yet
            keeps its place so nothing moves when the script takes over; the address below can be copied by hand. */}
        <button type="button" className="pub-button pub-button--small pub-button--outline" onClick={copy} style={hydrated ? undefined : { visibility: 'hidden' }}>
          <Copy size={16} aria-hidden="true" /> {T.noticeDetail.copyLink}
        </button>
      </div>
      <label className="pub-share__link">
        <span className="pub-sr-only">{T.noticeDetail.link}</span>
        <input ref={field} type="url" readOnly value={url} onFocus={(event) => event.target.select()} />
      </label>
      <p className="pub-share__status" role="status">
        {copied ? T.noticeDetail.copied : ''}
      </p>
    </section>
  );
}

function NoticeArticle({ id }: { id: number }) {
  const { data: notice, isLoading, error, refetch } = useGetNoticeQuery(id);
  useLogFailure('notice', error);
  const origin = useSiteOrigin();
  const path = `/notice/${id}`;
  const card = previewCard(notice?.preview_image, notice?.title ?? '');
  usePageHead({
    type: 'article',
    canonical: path,
    description: notice ? previewText(notice.description || [notice.category, formatNoticeDate(notice.date)].filter(Boolean).join(' · '), 200) : undefined,
    // The notice's own card; without one, the college's (the layout's) stays.
    ...(card ? { image: card } : {}),
  });

  if (error && 'status' in error && error.status === 404) return <NotFoundPage />;
  if (isLoading) return <Spinner label={T.loading} />;
  if (!notice) return <EmptyState onRetry={refetch} />;
  return (
    <article className="pub-container pub-page pub-notice-page">
      <Link to="/notice" className="pub-back">
        <ArrowLeft size={16} aria-hidden="true" /> {T.noticeDetail.back}
      </Link>
      <PageTitle>{notice.title}</PageTitle>
      <dl className="pub-notice-page__facts">
        <div>
          <dt>
            <CalendarDays size={16} aria-hidden="true" /> {T.noticeDetail.date}
          </dt>
          <dd>
            <time dateTime={notice.date}>{formatNoticeDate(notice.date)}</time>
          </dd>
        </div>
        {notice.category && (
          <div>
            <dt>
              <Tag size={16} aria-hidden="true" /> {T.noticeDetail.category}
            </dt>
            <dd>
              <span className="pub-badge">{notice.category}</span>
            </dd>
          </div>
        )}
      </dl>
      {notice.description && <Paragraphs text={notice.description} className="pub-prose" />}
      {notice.pdf_file && (
        <div className="pub-notice-page__files">
          <a className="pub-button" href={notice.pdf_file} target="_blank" rel="noopener noreferrer" type="application/pdf">
            <ExternalLink size={18} aria-hidden="true" /> {T.noticeDetail.openPdf}
          </a>
          <a className="pub-button pub-button--outline" href={downloadHref(notice.pdf_file)} download>
            <Download size={18} aria-hidden="true" /> {T.noticeDetail.downloadPdf}
          </a>
        </div>
      )}
      <ShareButtons url={`${origin}${path}`} title={notice.title} />
    </article>
  );
}

export default function NoticeDetailPage() {
  const { id = '' } = useParams();
  // Only what an id can be; anything else is no notice.
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) return <NotFoundPage />;
  return <NoticeArticle id={Number(id)} />;
}
