// Federated module `remote_public/PublicApp`: the public site's routes inside the common layout, one for each page
// of the table of public pages (pages/publicPages.ts). Each page is its own chunk, so a visitor downloads only the
// page they open.
import { lazy, useEffect, useRef, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { store } from 'remote_shared/store';
import { prefetchPage } from './api/prefetch';
import { Layout } from './layout/Layout';
import { useKeptCopyOffline } from './offline/keptCopy';
import { FormStateContext, pageForm, type FormState } from './page/formState';
import { AVAILABLE_PAGES } from './pages/publicPages';
// Self-hosted Bengali font: only the Bengali glyphs (Latin text uses the system font) and only the two weights
// the site uses; font-display: swap, with a metric-matched fallback in public.css so nothing moves on arrival.
import '@fontsource/hind-siliguri/bengali-400.css';
import '@fontsource/hind-siliguri/bengali-600.css';
import './public.css';

// In the browser, the page's data is asked for while React is still starting (tests render with a store of
// their own and a fake server instead).
if (process.env.NODE_ENV === 'production' && typeof window !== 'undefined') void prefetchPage(store.dispatch, window.location.pathname + window.location.search);

/**
 * The answer to a form posted without JavaScript, as the server drew it (page/formState.ts): given to the page it
 * was drawn for (the server's renderer provides its own), forgotten once the visitor moves on.
 */
function useDrawnFormState(): FormState | null {
  const { key } = useLocation();
  const [state, setState] = useState(pageForm);
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) setState(null);
  }, [key]);
  return state;
}

export default function PublicApp({ formState }: { formState?: FormState | null }) {
  const drawn = useDrawnFormState();
  useKeptCopyOffline();
  return (
    <FormStateContext.Provider value={formState === undefined ? drawn : formState}>
      <PublicRoutes />
    </FormStateContext.Provider>
  );
}

/**
 * Each page's component, loading its module (through its entry) on first use. The server's renderer draws these
 * same components: its prerender waits for a page's module (in its bundle, loaded up front) as for any suspended
 * part of the page.
 */
const PAGES = AVAILABLE_PAGES.map((page) => ({ path: page.path, Page: lazy(() => page.load()) }));

function PublicRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {/* Case-sensitive, as the server's table of reads matches them (api/prefetch.ts) and as Django's URLs are. */}
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} caseSensitive element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
