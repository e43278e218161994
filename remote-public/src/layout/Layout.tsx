import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from 'remote_shared/ui';
import { T } from '../texts';
import { Footer } from './Footer';
import { Header } from './Header';

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
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
