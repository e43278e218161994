import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from 'remote_shared/ui';
import { T } from '../texts';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout() {
  return (
    <div className="pub-app">
      <Header />
      <main className="pub-main" id="main">
        <Suspense fallback={<Spinner label={T.loading} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
