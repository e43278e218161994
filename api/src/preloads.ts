// The scripts a public page needs, announced in the page the server draws. Left to itself the browser finds them
// in a chain: the host's script, then remotes.json and the remote entries, then the shared libraries and exposed
// modules, then the page's chunk, each wave waiting for the one before (four round trips on a slow line). Each
// build writes chunk-map.json (webpack.shared.js, ChunkMapPlugin); from the three maps this module lists every
// file the page will ask for, and the page names them all in its <head>, so they arrive in one wave.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtFile } from './builtFiles';
import type { Config } from './config';

interface ChunkMap {
  entries: Record<string, string[]>;
  bootstrap: string[];
  provides: Record<string, string[]>;
  exposes: Record<string, string[]>;
  /** Exposed module name → its file, the key of `exposes` (`./store` → `./src/exposed/store.ts`); newer builds. */
  exposedNames?: Record<string, string>;
  /** The modules the app takes from each remote (`remote_shared` → ['./store', …]); newer builds. */
  consumes?: Record<string, string[]>;
  chunks: Record<string, string[]>;
}

/** Shared libraries a public page fetches only when it needs them (the first toast, the first API call). */
const FETCHED_ON_USE = new Set(['axios', 'react-toastify']);

/** The exposed module the host draws a public page with. */
const PUBLIC_APP = './src/PublicApp.tsx';

/** A build's chunk map (read again when a new build writes it), or null without one. */
const readChunkMap = builtFile<ChunkMap | null>((file) => JSON.parse(readFileSync(file, 'utf8')) as ChunkMap, null);
const chunkMap = (root: string) => readChunkMap(path.join(root, 'chunk-map.json'));

/** Where a remote's files are served, when this server serves them (a remote on a CDN has its own map). */
function localBase(entryUrl: string, defaultBase: string): string | null {
  return entryUrl === `${defaultBase}remoteEntry.js` ? defaultBase : null;
}

/** The URLs of the scripts the public page drawn with `pageChunk` loads as it starts, in the order it asks. */
export function pageScripts(config: Config, pageChunk: string | null): string[] {
  const host = chunkMap(config.staticRoots.host);
  const sharedBase = localBase(config.remoteUrls.remote_shared, '/remotes/shared/');
  const publicBase = localBase(config.remoteUrls.remote_public, '/remotes/public/');
  const shared = sharedBase ? chunkMap(config.staticRoots.shared) : null;
  const publicApp = publicBase ? chunkMap(config.staticRoots.public) : null;
  if (!host) return [];
  const urls: string[] = [];
  const add = (base: string, files: readonly string[] | undefined) => {
    for (const file of files ?? []) if (file.endsWith('.js') && !urls.includes(base + file)) urls.push(base + file);
  };
  add('/', host.entries.main);
  if (shared && sharedBase) add(sharedBase, shared.entries.remote_shared);
  if (publicApp && publicBase) add(publicBase, publicApp.entries.remote_public);
  add('/', host.bootstrap);
  // Each shared library comes from the first app that provides it: the host starts first, then the remotes.
  const providers: Array<[string, ChunkMap | null]> = [
    ['/', host],
    [sharedBase ?? '', shared],
    [publicBase ?? '', publicApp],
  ];
  const keys = new Set(providers.flatMap(([, map]) => Object.keys(map?.provides ?? {})));
  for (const key of keys) {
    if (FETCHED_ON_USE.has(key)) continue;
    const provider = providers.find(([, map]) => map?.provides[key]);
    if (provider) add(provider[0], provider[1]!.provides[key]);
  }
  if (shared && sharedBase) for (const files of sharedExposes(shared, [host, publicApp])) add(sharedBase, files);
  if (publicApp && publicBase) {
    add(publicBase, publicApp.exposes[PUBLIC_APP]);
    if (pageChunk) add(publicBase, publicApp.chunks[pageChunk]);
  }
  return urls;
}

/**
 * The files of the shared remote's exposed modules that the host and the public remote take (the dashboard's,
 * such as the spreadsheet transfer, stay out of a public page). A build whose maps do not say falls back to all.
 */
function sharedExposes(shared: ChunkMap, consumers: Array<ChunkMap | null>): string[][] {
  const lists = consumers.map((map) => map?.consumes?.remote_shared);
  const exposedNames = shared.exposedNames;
  if (!exposedNames || lists.some((list) => list === undefined)) return Object.values(shared.exposes);
  const names = new Set(lists.flatMap((list) => list ?? []));
  return [...names].map((name) => shared.exposes[exposedNames[name] ?? ''] ?? []);
}

/**
 * `<link rel="preload">` for each script of the page: fetched at once, at low priority, so the page's main
 * picture keeps the bandwidth it needs first.
 */
export function pagePreloads(config: Config, pageChunk: string | null): string {
  return pageScripts(config, pageChunk)
    .map((url) => `<link rel="preload" as="script" href="${url}" fetchpriority="low" />`)
    .join('');
}

/**
 * The public remote's stylesheets that only other pages load (a page chunk's own, `page-result.….css`): the page
 * drawn with `pageChunk` leaves them out of its inlined styles, and the browser fetches them with those pages'
 * chunks when the visitor moves on. A stylesheet this page's chunk uses too is kept.
 */
export function otherPagesStylesheets(publicRoot: string, pageChunk: string | null): Set<string> {
  const publicApp = chunkMap(publicRoot);
  if (!publicApp) return new Set();
  const css = (files: readonly string[] | undefined) => (files ?? []).filter((file) => file.endsWith('.css'));
  const own = new Set(css(pageChunk ? publicApp.chunks[pageChunk] : undefined));
  const others = Object.entries(publicApp.chunks).flatMap(([name, files]) => (name === pageChunk ? [] : css(files)));
  return new Set(others.filter((file) => !own.has(file)));
}
