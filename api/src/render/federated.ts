// The public remote's server build (remote-public/dist/server/, remote-public/webpack.server.js) loaded through the
// federation runtime, in the renderer process (child.ts; scripts/serverRemote.cjs): its remoteEntry.js read as a
// file, sharing that process's own React, react-dom's server renderers, react-redux, Redux Toolkit and the router as the singletons
// the build declares and does not bundle. The pages' image URLs start with `assetBase`, where the browser build is
// served (`/remotes/public/` for `npm start`).
//
// A new build is loaded in a new renderer process (drawers.ts): what a load leaves in its process (the runtime's
// instance, compiled code, timers) ends with it (docs/architecture.md).
import { loadServerRemote } from '../../../scripts/serverRemote.cjs';
import type { PageRendererModule } from 'remote_shared/schemas';
import type { LoadedInfo, Location } from './protocol';

/**
 * The libraries a server build shares with this server, one copy each: the server's own, found from here. Their
 * keys are those remote-public/webpack.server.js declares (`SERVER_SHARED`).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- the server's own copies, handed to the federation runtime as its shared singletons (the API draws no UI itself) */
const SHARED: Record<string, () => unknown> = {
  react: (): unknown => require('react'),
  'react/jsx-runtime': (): unknown => require('react/jsx-runtime'),
  'react-dom/server': (): unknown => require('react-dom/server'),
  'react-dom/static': (): unknown => require('react-dom/static'),
  'react-redux': (): unknown => require('react-redux'),
  '@reduxjs/toolkit': (): unknown => require('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': (): unknown => require('@reduxjs/toolkit/query/react'),
  'react-router': (): unknown => require('react-router'),
  'react-router-dom': (): unknown => require('react-router-dom'),
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The renderer of the server build whose entry is `entryFile`, drawing pages whose assets are under `assetBase`. */
export async function loadFederatedRenderer({ entryFile, assetBase }: { entryFile: string; assetBase: string }): Promise<PageRendererModule> {
  const load = loadServerRemote({ name: 'remote_public', entryFile, shared: SHARED });
  // The base first: an image's URL is made when its module first runs, as `./render` loads (src/ssr/assetBase.ts).
  const { setAssetBase } = (await load('./assetBase')) as { setAssetBase?: (base: string) => void };
  if (typeof setAssetBase !== 'function') throw new Error(`${entryFile} is not a server build of the public site`);
  setAssetBase(assetBase);
  const renderer = (await load('./render')) as PageRendererModule;
  if (typeof renderer.preparePage !== 'function') throw new Error(`${entryFile} is not a server build of the public site`);
  return renderer;
}

/** What the API learns of a loaded renderer once. */
export function loadedInfo(renderer: PageRendererModule): LoadedInfo {
  return { CSRF_PLACEHOLDER: renderer.CSRF_PLACEHOLDER, FORM_STATE_ID: renderer.FORM_STATE_ID, auth: renderer.renderAuthControls(), pages: pageTableOf(renderer) };
}

/** The build's table of pages as plain data (it crosses to the API's process), or null without one. */
function pageTableOf(renderer: PageRendererModule): unknown {
  try {
    const table = renderer.pageTable?.();
    return table === undefined ? null : (JSON.parse(JSON.stringify(table)) as unknown);
  } catch {
    return null; // a table that cannot be read: the API asks for each address
  }
}

/** The address the page at `url` is kept under, and the chunk it is drawn with. */
export function locatePage(renderer: PageRendererModule, url: string): Location {
  const kept = renderer.pageUrl?.(url) ?? url;
  return { url: kept, chunk: renderer.pageChunk?.(kept.split('?')[0]) ?? null };
}
