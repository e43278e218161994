// The public remote's local server build loaded in the API's own process instead of a renderer process of its own
// (RENDER_IN_PROCESS): the load benchmark's comparison of the two ways (`npm run bench:load -w api -- --compare`).
// Only this server's local build is ever drawn this way, code of this repository as trusted as the API's own; a
// release's build always runs in a renderer process, apart from the API's secrets (isolated.ts). The build stays
// loaded until the server stops: a new one is taken by a restart.
import type { Drawer } from './isolated';
import { loadedInfo, loadFederatedRenderer, locatePage } from './federated';
import { pageLocator } from './locator';
import { inProcess } from './reads';

/** The local build at `file` loaded here, drawing as a renderer process draws, its reads answered alike. */
export async function loadDrawerHere(file: string, assetBase: string, release: string): Promise<Drawer> {
  const renderer = await loadFederatedRenderer({ entryFile: file, assetBase });
  const info = loadedInfo(renderer);
  // Located as a renderer process's pages are (by its table of pages, for the reads foreseen), so the comparison is fair.
  const locateHere = pageLocator(info.pages);
  return {
    release,
    info,
    alive: true,
    locate: async (url) => (locateHere ? locateHere(url) : locatePage(renderer, url)),
    draw: inProcess((request) => renderer.preparePage(request)),
    retire: async () => undefined,
  };
}
