// The public site drawn on the server (`npm start` serves it this way): the page a visitor asked for, with its
// data, as HTML the browser shows before any script has run. On a phone on a slow line that is the difference
// between reading the page at once and waiting for the whole JavaScript chain (host, remotes, page chunk, data).
// The host then hydrates this HTML instead of drawing the page again (host/src/bootstrap.tsx), starting from the
// same RTK Query cache (`state`), so the browser fetches no list the server already read.
//
// Built by ssr/build.mjs into dist-server/render.js, a CommonJS module the API server loads; the API's own
// routes answer the reads in process (`get`), as an anonymous visitor.
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { baseApi, setTransport } from 'remote_shared/api';
import { makeStore, serializeState } from 'remote_shared/store';
import { prefetchPage } from '../api/prefetch';
import { DocumentTitleContext } from '../components/useDocumentTitle';
import PublicApp from '../PublicApp';

export interface ApiAnswer {
  status: number;
  data: unknown;
  /** The answer's ETag, when the API sent one: pages drawn from the same answers are the same. */
  etag?: string;
}

export interface RenderRequest {
  /** The page's path and query, e.g. `/notice?page=2`. */
  url: string;
  /** Answers a GET of the API (`/api/notices/`) as the API would answer an anonymous visitor. */
  get: (path: string) => Promise<ApiAnswer>;
}

export interface RenderedPage {
  /** The page's title, as the browser's tab shows it (empty when the page gives none). */
  title: string;
  /** Tags for the document's head: React's preloads of the page's high-priority images. */
  head: string;
  /** The markup of the host's root element. */
  html: string;
  /** The store's API cache, serialized for a `<script type="application/json">`. */
  state: string;
}

/** Sends the API client's requests to `get` instead of the network. */
function inProcessAdapter(get: RenderRequest['get']): AxiosAdapter {
  return async (config) => {
    const query = new URLSearchParams(config.params ?? {}).toString();
    const answer = await get(`${config.baseURL ?? ''}${config.url ?? ''}${query ? `?${query}` : ''}`);
    const response: AxiosResponse = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(`GET ${config.url} answered ${answer.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
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

export interface PreparedPage {
  /** Names the answers the page was drawn from: the same URL and version give the same page. */
  version: string;
  render: () => Promise<RenderedPage>;
}

// The API client's transport is one per process: pages read their data one after another.
let reading: Promise<unknown> = Promise.resolve();

/** Reads what the page shows (the same reads the browser starts for it, api/prefetch.ts), ready to draw. */
export function preparePage(request: RenderRequest): Promise<PreparedPage> {
  const turn = reading.then(() => readPage(request));
  reading = turn.catch(() => undefined);
  return turn;
}

async function readPage({ url, get }: RenderRequest): Promise<PreparedPage> {
  const answers: string[] = [];
  setTransport(inProcessAdapter(async (path) => {
    const answer = await get(path);
    answers.push(`${path} ${answer.status} ${answer.etag ?? JSON.stringify(answer.data)}`);
    return answer;
  }));
  const store = makeStore();
  prefetchPage(store.dispatch, new URL(url, 'http://server').pathname);
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return {
    version: answers.sort().join('\n'),
    render: async () => {
      let title = '';
      const { prelude } = await prerenderToNodeStream(
        <PageTree url={url} store={store}>
          <DocumentTitleContext.Provider value={(pageTitle) => (title = pageTitle)}>
            <PublicApp />
          </DocumentTitleContext.Provider>
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
      return { title, head: hints, html: markup.slice(hints.length), state };
    },
  };
}

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  return (await preparePage(request)).render();
}
