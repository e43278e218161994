// The public site drawn on the server (`npm start` serves it this way): the page a visitor asked for, with its
// data, as HTML the browser shows before any script has run. On a phone on a slow line that is the difference
// between reading the page at once and waiting for the whole JavaScript chain (host, remotes, page chunk, data).
// The host then hydrates this HTML instead of drawing the page again (host/src/bootstrap.tsx), starting from the
// same RTK Query cache (`state`), so the browser fetches no list the server already read.
//
// Exposed by the server build (webpack.server.js, into dist/server/) as `remote_public/render`, which the API
// server loads through the federation runtime; the API's own routes answer the reads in process (`get`), as an
// anonymous visitor.
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { baseApi } from 'remote_shared/api';
import type { AuthKind, PageRendererModule, PreparedPage, RenderRequest, RenderedPage } from 'remote_shared/schemas';
import { makeStore, serializeState } from 'remote_shared/store';
import { prefetchPage } from '../api/prefetch';
import { CollegeDayContext } from '../components/collegeDay';
import { DocumentTitleContext } from '../components/useDocumentTitle';
import { AuthControlView } from '../layout/AuthControl';
import { PageHeadContext, SiteOriginContext, type PageHead } from '../page/pageHead';
import PublicApp from '../PublicApp';

export { CSRF_PLACEHOLDER } from '../page/CsrfField';
export { pageChunk } from '../api/prefetch';
export { pageTable, pageUrl } from '../page/pageUrl';
export { pagesManifest } from '../pages/publicPages';
export { FORM_STATE_ID } from '../page/formState';
export type { ApiAnswer, FormState, PreparedPage, RenderRequest, RenderedPage } from 'remote_shared/schemas';

/** Sends the API client's requests to `get` instead of the network. */
function inProcessAdapter(get: RenderRequest['get']): AxiosAdapter {
  return async (config) => {
    // The client's reads carry their query as a flat record of strings (axios types `params` as any).
    const query = new URLSearchParams((config.params ?? {}) as Record<string, string>).toString();
    const answer = await get(`${config.baseURL ?? ''}${config.url ?? ''}${query ? `?${query}` : ''}`);
    const response: AxiosResponse = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(`GET ${config.url} answered ${answer.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The tree the host draws for a public page, as far as the DOM goes: the host's remote area is a Suspense
 * boundary around the public app (host/src/remotes/RemoteArea.tsx), and hydration matches it by position.
 */
function PageTree({ url, store, children }: { url: string; store: ReturnType<typeof makeStore>; children: ReactNode }) {
  return (
    <Provider store={store}>
      <StaticRouter location={url}>
        <Suspense fallback={null}>{children}</Suspense>
      </StaticRouter>
    </Provider>
  );
}

/**
 * The header's auth control for each kind of caller, as the page would draw it: a drawn page is kept for every
 * visitor, and the server puts the signed-in control in place of the visitor's link for a request with a session.
 */
export const renderAuthControls: PageRendererModule['renderAuthControls'] = () => {
  // renderToString, not renderToStaticMarkup: the same markup as the page's (text separators included), which
  // the browser's hydration then matches.
  const draw = (kind: AuthKind) =>
    renderToString(
      <StaticRouter location="/">
        <AuthControlView kind={kind} />
      </StaticRouter>,
    );
  return { visitor: draw('visitor'), user: draw('user'), admin: draw('admin') };
};

/** Reads what the page shows (the same reads the browser starts for it, api/prefetch.ts), ready to draw. */
export async function preparePage({ url, get, origin = null, form = null, today = null }: RenderRequest): Promise<PreparedPage> {
  const answers: string[] = [];
  // Each page has its own store and its own transport: pages are read and drawn side by side.
  const store = makeStore(undefined, {
    transport: inProcessAdapter(async (path) => {
      const answer = await get(path);
      answers.push(`${path} ${answer.status} ${answer.etag ?? JSON.stringify(answer.data)}`);
      return answer;
    }),
  });
  // Every read the page shows is started once this settles (a read that needs another's answer included).
  await prefetchPage(store.dispatch, url);
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return {
    // The day is part of what the page was drawn from: another day may draw another page from the same answers.
    version: [...answers.sort(), ...(today ? [`today ${today}`] : [])].join('\n'),
    render: async () => {
      let title = '';
      const head: PageHead = {};
      const { prelude } = await prerenderToNodeStream(
        <PageTree url={url} store={store}>
          <SiteOriginContext.Provider value={origin ?? ''}>
            <CollegeDayContext.Provider value={today}>
              <PageHeadContext.Provider value={head}>
                <DocumentTitleContext.Provider value={(pageTitle) => (title = pageTitle)}>
                  <PublicApp formState={form} />
                </DocumentTitleContext.Provider>
              </PageHeadContext.Provider>
            </CollegeDayContext.Provider>
          </SiteOriginContext.Provider>
        </PageTree>,
        // One piece of HTML: React would otherwise send a large boundary (the page) after its fallback, to be
        // swapped in by an inline script, which a browser without JavaScript never runs.
        { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
      );
      const markup = await readStream(prelude);
      // React writes its resource hints (the banner's preload) before the markup; they belong in the head.
      const hints = /^(?:<link[^>]*>)*/.exec(markup)?.[0] ?? '';
      const state = serializeState({ [baseApi.reducerPath]: store.getState()[baseApi.reducerPath] });
      // Nothing of this page's store is needed any longer (RTK's timers would otherwise keep its cache).
      store.dispatch(baseApi.util.resetApiState());
      const { status = 200, ...meta } = head;
      return { status, title, meta, head: hints, html: markup.slice(hints.length), state };
    },
  };
}

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  return (await preparePage(request)).render();
}
