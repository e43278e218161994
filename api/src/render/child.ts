// The renderer process: the public remote's server build runs here, apart from the API (isolated.ts starts it
// with an empty environment, under Node's permission model, able to read only the build's folder and the shared
// libraries), the build loaded through the federation runtime (federated.ts). It draws what the API asks for, and
// asks the API for every read a drawing makes. Bundled on its own (dist/renderer.js), with nothing of the server's
// code in it.
import type { ApiAnswer, PageRendererModule, PreparedPage } from 'remote_shared/schemas';
import { loadFederatedRenderer } from './federated';
import { parseAnswer, type Calls, type CallName, type FromRenderer, type ToRenderer } from './protocol';

/** A prepared drawing the API has not asked to render is dropped after this long (its reads answered alike). */
const PREPARED_FOR_MS = 60_000;

let renderer: PageRendererModule | null = null;
const prepared = new Map<number, { page: PreparedPage; at: number }>();
const reads = new Map<number, (answer: ApiAnswer) => void>();
let nextRead = 0;

const send = (message: FromRenderer) => process.send!(message);

function loaded(): PageRendererModule {
  if (!renderer) throw new Error('no renderer loaded');
  return renderer;
}

const HANDLERS: { [N in CallName]: (input: Calls[N][0]) => Promise<Calls[N][1]> | Calls[N][1] } = {
  async load({ file, assetBase }) {
    renderer = await loadFederatedRenderer({ entryFile: file, assetBase });
    return { CSRF_PLACEHOLDER: renderer.CSRF_PLACEHOLDER, FORM_STATE_ID: renderer.FORM_STATE_ID, auth: renderer.renderAuthControls() };
  },
  locate({ url }) {
    const r = loaded();
    const kept = r.pageUrl?.(url) ?? url;
    return { url: kept, chunk: r.pageChunk?.(kept.split('?')[0]) ?? null };
  },
  async prepare({ page, url, origin, form }) {
    const get = (path: string) =>
      new Promise<ApiAnswer>((resolve) => {
        const id = nextRead++;
        reads.set(id, resolve);
        send({ kind: 'read', id, page, path });
      });
    const done = await loaded().preparePage({ url, origin, form, get });
    prepared.set(page, { page: done, at: Date.now() });
    return { version: done.version };
  },
  async render({ page }) {
    const entry = prepared.get(page);
    if (!entry) throw new Error(`no prepared page ${page}`);
    prepared.delete(page);
    return entry.page.render();
  },
};

process.on('message', (message: ToRenderer) => {
  if (message.kind === 'answer') {
    const resolve = reads.get(message.id);
    reads.delete(message.id);
    resolve?.(parseAnswer(message.answer));
    return;
  }
  const handle = HANDLERS[message.name] as (input: unknown) => unknown;
  Promise.resolve()
    .then(() => handle(message.input))
    .then(
      (output) => send({ kind: 'done', id: message.id, output }),
      (error: unknown) => send({ kind: 'failed', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});

setInterval(() => {
  const before = Date.now() - PREPARED_FOR_MS;
  for (const [page, entry] of prepared) if (entry.at < before) prepared.delete(page);
}, PREPARED_FOR_MS).unref();

// The API gone, this process has nothing to do.
process.on('disconnect', () => process.exit(0));
