// The scripts a public page needs, announced in the page the server draws. Left to itself the browser finds them
// in a chain: the host's script, then remotes.json and the remote entries, then the shared libraries and exposed
// modules, then the page's chunk, each wave waiting for the one before (four round trips on a slow line). Each
// build writes chunk-map.json (webpack.shared.js, ChunkMapPlugin); from the three maps this module lists every
// file the page will ask for, and the page names them all in its <head>, so they arrive in one wave. A remote the
// release in force names is announced from its cached build's map, at its base, as the browser will load it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtFile } from './builtFiles';
import type { Config } from './config';
import type { Release } from './releases';

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

/** A script the page loads, and how the browser will ask for it (a preload must ask the same way, or it is fetched twice). */
export interface PageScript {
  url: string;
  /** Asked with CORS (`crossorigin="anonymous"`): a pinned entry, and any chunk on another origin (webpack's `crossOriginLoading`). */
  cors: boolean;
  /** The integrity it is loaded with: a pinned remote entry's, and a pinned chunk's on another origin. */
  integrity?: string;
}

/** One remote's build as a page of the release in force loads it: where from, its chunk map, its entry's pin. */
interface RemoteBuild {
  base: string;
  map: ChunkMap | null;
  /** Its files are on another origin than the site's. */
  elsewhere: boolean;
  integrity?: string;
  /**
   * Each file's integrity, from its files.json, where the browser loads its chunks with it: a released remote on
   * another origin than the page's (host/src/remotes/remoteConfig.ts pins them so).
   */
  pins?: Record<string, string>;
}

function remoteBuild(config: Config, release: Release | null, name: 'remote_shared' | 'remote_public', root: string, defaultBase: string, origin: string | null): RemoteBuild | null {
  const build = release?.builds[name];
  if (build) {
    // The release's cached build keeps every file by its path under the base (releases/fetch.ts), its map too.
    const site = origin ?? (config.publicUrl ? new URL(config.publicUrl).origin : null);
    const elsewhere = site === null || new URL(build.base).origin !== site;
    return { base: build.base, map: chunkMap(build.dir), elsewhere, integrity: build.entry.integrity, pins: elsewhere ? build.manifest.files : undefined };
  }
  const base = localBase(config.remoteUrls[name], defaultBase);
  return base ? { base, map: chunkMap(root), elsewhere: false } : null;
}

/**
 * The scripts the public page drawn with `pageChunk` loads as it starts, in the order it asks, under `release`, on
 * the site's `origin` (as the visitor reached it).
 */
export function pageScripts(config: Config, pageChunk: string | null, release: Release | null = null, origin: string | null = null): PageScript[] {
  const host = chunkMap(config.staticRoots.host);
  const shared = remoteBuild(config, release, 'remote_shared', config.staticRoots.shared, '/remotes/shared/', origin);
  const publicApp = remoteBuild(config, release, 'remote_public', config.staticRoots.public, '/remotes/public/', origin);
  if (!host) return [];
  const scripts: PageScript[] = [];
  const add = (build: RemoteBuild | null, files: readonly string[] | undefined, entry = false) => {
    const base = build?.base ?? '/';
    for (const file of files ?? []) {
      if (!file.endsWith('.js') || scripts.some((script) => script.url === base + file)) continue;
      // A pinned entry loads with CORS and its pin (remote-shared/src/runtime/remoteUrls.ts), an unpinned one plainly;
      // a chunk with CORS when it is on another origin, and with its pin where its build's files are pinned.
      if (entry) scripts.push(build?.integrity ? { url: base + file, cors: true, integrity: build.integrity } : { url: base + file, cors: false });
      else if (build?.pins?.[file]) scripts.push({ url: base + file, cors: true, integrity: build.pins[file] });
      else scripts.push({ url: base + file, cors: build?.elsewhere ?? false });
    }
  };
  add(null, host.entries.main);
  if (shared?.map) add(shared, shared.map.entries.remote_shared, true);
  if (publicApp?.map) add(publicApp, publicApp.map.entries.remote_public, true);
  add(null, host.bootstrap);
  // Each shared library comes from the first app that provides it: the host starts first, then the remotes.
  const providers: Array<[RemoteBuild | null, ChunkMap | null]> = [
    [null, host],
    [shared, shared?.map ?? null],
    [publicApp, publicApp?.map ?? null],
  ];
  const keys = new Set(providers.flatMap(([, map]) => Object.keys(map?.provides ?? {})));
  for (const key of keys) {
    if (FETCHED_ON_USE.has(key)) continue;
    const provider = providers.find(([, map]) => map?.provides[key]);
    if (provider) add(provider[0], provider[1]!.provides[key]);
  }
  if (shared?.map) for (const files of sharedExposes(shared.map, [host, publicApp?.map ?? null])) add(shared, files);
  if (publicApp?.map) {
    add(publicApp, publicApp.map.exposes[PUBLIC_APP]);
    if (pageChunk) add(publicApp, publicApp.map.chunks[pageChunk]);
  }
  return scripts;
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

/** The element holding a drawn page's script preloads until the page is complete (host/src/pageScripts.ts reads it). */
export const PAGE_SCRIPTS_ID = 'college-scripts';

/**
 * `<link rel="preload">` for each script of the page, asked as the page will ask for it (CORS, integrity), so each
 * downloads once. They wait in a `<template>` the host's first script moves into the head once the page is complete,
 * or at once when the app is needed sooner: the host's main script too, which that first script runs only then
 * (host/src/starter.ts). Announced in the head, the app's scripts (about 190 KB gzip, a second of a slow line) shared
 * it with the next page when a visitor tapped a link early, low priority or not (measured in docs/benchmarks.md,
 * "Interaction": the next page came in 2.2 s instead of 1.1 s); fetched from the template, they are all asked
 * together still, not in the chain the app would find them in.
 */
export function pagePreloads(config: Config, pageChunk: string | null, release: Release | null = null, origin: string | null = null): string {
  const link = ({ url, cors, integrity }: PageScript) =>
    `<link rel="preload" as="script" href="${url}"${cors ? ' crossorigin="anonymous"' : ''}${integrity ? ` integrity="${integrity}"` : ''} fetchpriority="low" />`;
  const scripts = pageScripts(config, pageChunk, release, origin);
  return scripts.length ? `<template id="${PAGE_SCRIPTS_ID}">${scripts.map(link).join('')}</template>` : '';
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
