import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from 'remote_shared/ui';
import { T } from '../texts';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Marks the document once the page is React's: committed together with the page (same Suspense boundary), so
 * after a server-drawn page's hydration, or the browser's own first drawing. `data-ready` says so; the
 * `pub-webfont` class brings in the Bengali web font (public.css), after the first paint.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    document.documentElement.classList.add('pub-webfont');
  }, []);
  return null;
}

export function Layout() {
  return (
    <div className="pub-app">
      <a className="pub-skip" href="#main">
        {T.skipToContent}
      </a>
      <Header />
      <main className="pub-main" id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner label={T.loading} />}>
          <Outlet />
          <ReadyMark />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
