// The public remote's server build (remote-public/dist/server/, remote-public/webpack.server.js) loaded through the
// federation runtime, in this process (scripts/serverRemote.cjs): its remoteEntry.js read as a file, sharing this
// server's own React, react-dom's server renderers, react-redux, Redux Toolkit and the router as the singletons
// the build declares and does not bundle. The pages' image URLs start with `assetBase`, where the browser build is
// served (`/remotes/public/` for `npm start`).
//
// A new build is loaded as a new runtime instance (builtFiles.ts: the entry looked at again at most once a
// second). What an earlier load leaves in the process cannot be freed here: docs/architecture.md says what.
import type { FastifyBaseLogger } from 'fastify';
import { loadServerRemote } from '../../../scripts/serverRemote.cjs';
import { builtFile } from '../builtFiles';
import type { Renderer } from '../render';

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
export async function loadFederatedRenderer({ entryFile, assetBase }: { entryFile: string; assetBase: string }): Promise<Renderer> {
  const load = loadServerRemote({ name: 'remote_public', entryFile, shared: SHARED });
  // The base first: an image's URL is made when its module first runs, as `./render` loads (src/ssr/assetBase.ts).
  const { setAssetBase } = (await load('./assetBase')) as { setAssetBase?: (base: string) => void };
  if (typeof setAssetBase !== 'function') throw new Error(`${entryFile} is not a server build of the public site`);
  setAssetBase(assetBase);
  const renderer = (await load('./render')) as Renderer;
  if (typeof renderer.preparePage !== 'function') throw new Error(`${entryFile} is not a server build of the public site`);
  return renderer;
}

/**
 * `prepare(renderer)` of the server build at an entry file, loaded again when a new build replaces it; null, and the
 * log says so once per file, while there is none (a release built before server builds: its pages are drawn in
 * the browser), or when it fails to load (logged; tried again when the file changes).
 */
export function federatedRendererFile<T>(prepare: (renderer: Renderer) => T): (entryFile: string, assetBase: string, log: FastifyBaseLogger) => Promise<T | null> {
  const missingLogged = new Set<string>();
  let log: FastifyBaseLogger | null = null;
  /** A loader per asset base, each keeping what it loaded per entry file. */
  const loaders = new Map<string, (entryFile: string) => Promise<T | null> | null>();
  const loaderFor = (assetBase: string) =>
    builtFile<Promise<T | null> | null>((entryFile) => {
      missingLogged.delete(entryFile);
      return loadFederatedRenderer({ entryFile, assetBase }).then(prepare, (error: unknown) => {
        log?.error({ err: error, entryFile }, "the public site's server build failed to load: its pages are drawn in the browser until it is rebuilt");
        return null;
      });
    }, null);
  return async (entryFile, assetBase, logger) => {
    log = logger;
    let loader = loaders.get(assetBase);
    if (!loader) loaders.set(assetBase, (loader = loaderFor(assetBase)));
    const loaded = loader(entryFile);
    if (loaded) return loaded;
    if (!missingLogged.has(entryFile)) {
      missingLogged.add(entryFile);
      logger.warn({ entryFile }, 'no server build of the public site: its pages are drawn in the browser only');
    }
    return null;
  };
}
