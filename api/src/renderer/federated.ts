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

/** How long after a failed load of a build it is tried once more (its files may have been half written). */
const RETRY_MS = 1000;

/**
 * `prepare(renderer)` of the server build at an entry file, loaded again when a new build replaces it; null, and the
 * log says so once per file, while there is none (a release built before server builds: its pages are drawn in
 * the browser), or when it fails to load. A build that fails is tried once more a second later (the entry may have
 * been read before the build's other files were written), then not again until it changes: each load stays in the
 * process (docs/architecture.md).
 */
export function federatedRendererFile<T>(prepare: (renderer: Renderer) => T): (entryFile: string, assetBase: string, log: FastifyBaseLogger) => Promise<T | null> {
  const missingLogged = new Set<string>();
  let log: FastifyBaseLogger | null = null;
  /** What a build answers now: its load, or the one retry of a failed load. */
  interface Build {
    value: Promise<T | null>;
  }
  /** A loader per asset base, each keeping the build it loaded per entry file. */
  const loaders = new Map<string, (entryFile: string) => Build | null>();
  const latest = new Map<string, Build>();
  const loaderFor = (assetBase: string) =>
    builtFile<Build | null>((entryFile) => {
      missingLogged.delete(entryFile);
      const build: Build = { value: Promise.resolve(null) };
      const attempt = (again: boolean): Promise<T | null> =>
        loadFederatedRenderer({ entryFile, assetBase }).then(prepare, (error: unknown) => {
          if (again) {
            log?.warn({ err: error, entryFile }, "the public site's server build failed to load: trying once more in a second");
            setTimeout(() => {
              if (latest.get(`${assetBase} ${entryFile}`) === build) build.value = attempt(false);
            }, RETRY_MS).unref();
          } else {
            log?.error({ err: error, entryFile }, "the public site's server build failed to load: its pages are drawn in the browser until it is rebuilt");
          }
          return null;
        });
      build.value = attempt(true);
      latest.set(`${assetBase} ${entryFile}`, build);
      return build;
    }, null);
  return async (entryFile, assetBase, logger) => {
    log = logger;
    let loader = loaders.get(assetBase);
    if (!loader) loaders.set(assetBase, (loader = loaderFor(assetBase)));
    const build = loader(entryFile);
    if (build) return build.value;
    if (!missingLogged.has(entryFile)) {
      missingLogged.add(entryFile);
      logger.warn({ entryFile }, 'no server build of the public site: its pages are drawn in the browser only');
    }
    return null;
  };
}
