// The renderer process: the public remote's server build runs here, apart from the API (isolated.ts starts it
// with an empty environment, under Node's permission model, able to read only the build's folder and the shared
// libraries), the build loaded through the federation runtime (federated.ts). It draws what the API asks for, and
// asks the API for every read a drawing makes. Bundled on its own (dist/renderer.js), with nothing of the server's
// code in it.
import type { ApiAnswer, PageRendererModule } from 'remote_shared/schemas';
import { loadedInfo, loadFederatedRenderer, locatePage } from './federated';
import { drawingReads, drawUnless, parseAnswer, type Calls, type CallName, type FromRenderer, type ToRenderer } from './protocol';

let renderer: PageRendererModule | null = null;
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
    return loadedInfo(renderer);
  },
  locate({ url }) {
    return locatePage(loaded(), url);
  },
  async draw({ page, url, origin, form, today, unless, answers }) {
    const { read, get } = drawingReads(
      answers,
      (path) =>
        new Promise<ApiAnswer>((resolve) => {
          const id = nextRead++;
          reads.set(id, resolve);
          send({ kind: 'read', id, page, path });
        }),
    );
    return { ...(await drawUnless(await loaded().preparePage({ url, origin, form, today, get }), unless)), read };
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

// The API gone, this process has nothing to do.
process.on('disconnect', () => process.exit(0));
// Told to stop (a retired renderer, the server's own stop): ends as on a disconnect, so what runs at exit runs.
process.on('SIGTERM', () => process.exit(0));
