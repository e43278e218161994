import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from 'remote_shared/ui';
import { useCollegeDay } from '../components/collegeDay';
import { FormMessage } from '../features/auth/FormMessage';
import { useSiteInstitution } from '../api/publicApi';
import { usePageFlash } from '../page/formState';
import { previewCard, usePageHead } from '../page/pageHead';
import { T } from '../texts';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Whether this visitor gets the Bengali web font. A wide screen does; a phone keeps its own Bengali font (Noto Sans
 * Bengali on Android, metric-matched to Hind Siliguri by public.css), which spares a slow line 150 KB and a slow
 * CPU a second layout of every Bengali line (shaping is what a phone's layout spends most on: 100 ms and more).
 * A visitor who asks to save data gets none either.
 */
function wantsWebFont(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData !== true && window.matchMedia('(min-width: 48rem)').matches;
}

/**
 * Marks the document once the page is React's: committed together with the page (same Suspense boundary), so
 * after a server-drawn page's hydration, or the browser's own first drawing. `data-ready` says so; the
 * `pub-webfont` class brings in the Bengali web font (public.css) on wide screens, after the first paint.
 */
function ReadyMark() {
  useEffect(() => {
    // The moment the page answers its visitor: `npm run bench` reads this mark.
    if (document.documentElement.dataset.ready !== 'true') performance.mark?.('college:hydrated');
    document.documentElement.dataset.ready = 'true';
    if (wantsWebFont()) document.documentElement.classList.add('pub-webfont');
  }, []);
  return null;
}

/** A message for the whole page from the server (the spec's "Login successful!" after a sign-in without JavaScript). */
function PageFlash() {
  const flash = usePageFlash();
  if (!flash) return null;
  return (
    <div className="pub-container pub-flash">
      <FormMessage flash={flash} />
    </div>
  );
}

export function Layout() {
  // Every page's preview shows the college's card (a page may give its own picture and words).
  const { institution } = useSiteInstitution();
  usePageHead({ siteName: institution?.name, image: previewCard(institution?.preview_image, institution?.name ?? '') });
  const day = useCollegeDay();
  return (
    <div className="pub-app" data-college-day={day}>
      <a className="pub-skip" href="#main">
        {T.skipToContent}
      </a>
      <Header />
      <main className="pub-main" id="main" tabIndex={-1}>
        <PageFlash />
        <Suspense fallback={<Spinner label={T.loading} />}>
          <Outlet />
          <ReadyMark />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
