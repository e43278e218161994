// Which renderer process draws pages now. The build's file (the release's, or the local one) is looked at no more
// than once a second; when it changes (a new build or a new release), a new process loads it and is warmed while
// the old one goes on drawing, then new drawings switch to it and the old one ends once its drawings finish. A build that fails to load is logged and
// the process that works goes on; a process that crashed is replaced on the next page.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Release } from '../releases';
import { loadDrawerHere } from './inProcess';
import { startDrawer, type Drawer } from './isolated';

/** How often the build's file is looked at. */
const RECHECK_MS = 1000;
/**
 * A build that failed to load is tried once more this long after (it may have been read while a rebuild was still
 * writing it), then not again until it changes.
 */
const RETRY_MS = 1000;

export interface Drawers {
  /** The process drawing pages now, or null when there is no build that loads. */
  current(): Promise<Drawer | null>;
  /** The target `drawer` was started on (its release, the entries its pages name), or null. */
  targetOf(drawer: Drawer): Target | null;
  /** Ends every process (the app is closing). */
  close(): Promise<void>;
}

/** The server build to draw with: its entry file, and where its browser build is served. */
export interface Target {
  file: string;
  assetBase: string;
  /**
   * The release its pages name for the browser's scripts (JSON: each remote's entry and pin, as /release.json has
   * them). A change of it, even of another remote alone, is a new process, so every page drawn names what it was
   * drawn with.
   */
  names?: string;
  /** The release it was taken from (null: the local builds): a page it draws keeps that release's CSS and preloads. */
  release?: Release | null;
}

/**
 * `target` names the build to draw with now (the release's, or the local one), or null for none; `warm` is given
 * each new process before it draws for visitors (a first drawing loads its code). `here`: the local build's file
 * when it is loaded in this process instead (RENDER_IN_PROCESS, inProcess.ts), once; every other build runs in a
 * process of its own.
 */
export function createDrawers(target: () => Target | null, log: FastifyBaseLogger, warm: (drawer: Drawer) => Promise<void>, here: string | null = null): Drawers {
  let live: Drawer | null = null;
  let loadedHere: Drawer | null = null;
  let starting: Promise<Drawer | null> | null = null;
  let looked: { file: string; at: number; mtime: number } | null = null;
  let failed: { key: string; at: number; tries: number } | null = null;
  let missingLogged: string | null = null;
  let closed = false;
  const targets = new WeakMap<Drawer, Target>();
  /** A short key for a target's names, hashed once per change (it is looked at on every page view). */
  let hashed: { names: string; key: string } | null = null;
  const namesKey = (names: string) => {
    if (hashed?.names !== names) hashed = { names, key: createHash('sha256').update(names).digest('hex').slice(0, 16) };
    return hashed.key;
  };

  /** The file's modification time (-1: missing), looked at again once a second, or at once for another file. */
  function look(file: string): number {
    const now = Date.now();
    if (looked?.file !== file || now - looked.at >= RECHECK_MS) {
      let mtime = -1;
      try {
        mtime = statSync(file).mtimeMs;
      } catch {
        mtime = -1;
      }
      looked = { file, at: now, mtime };
    }
    return looked.mtime;
  }

  function start(target: Target, key: string): Promise<Drawer | null> {
    const { file, assetBase } = target;
    starting = (async () => {
      try {
        const drawer = file === here ? (loadedHere ??= await loadDrawerHere(file, assetBase, key)) : await startDrawer(file, assetBase, log, key);
        targets.set(drawer, target);
        try {
          await warm(drawer);
        } catch (error) {
          log.warn({ err: error }, 'the new renderer process could not draw its first page; it draws for visitors anyway');
        }
        if (closed) {
          await drawer.retire();
          return null;
        }
        const old = live;
        live = drawer;
        failed = null;
        if (old) void old.retire();
        return drawer;
      } catch (error) {
        const tries = failed?.key === key ? failed.tries + 1 : 1;
        failed = { key, at: Date.now(), tries };
        log.error({ err: error, file }, tries === 1 ? "the public site's server build failed to load: trying once more in a second" : "the public site's server build failed to load: pages are drawn by the last one that loaded, or in the browser, until it changes");
        return live?.alive ? live : null;
      } finally {
        starting = null;
      }
    })();
    return starting;
  }

  return {
    async current() {
      const now = closed ? null : target();
      if (!now) return null;
      // The local build loaded here draws until the server stops (inProcess.ts).
      if (loadedHere && now.file === here) return loadedHere;
      const { file } = now;
      const seen = look(file);
      if (seen === -1) {
        // A release made before server builds: its pages are drawn in the browser.
        if (missingLogged !== file) log.warn({ file }, 'no server build of the public site: its pages are drawn in the browser only');
        missingLogged = file;
        // The same build being written again (a rebuild) is drawn by its last process meanwhile; another build is not.
        return live?.alive && live.release.startsWith(`${file}@`) ? live : null;
      }
      missingLogged = null;
      const key = `${file}@${seen}${now.names === undefined ? '' : `#${namesKey(now.names)}`}`;
      const usable = live?.alive ? live : null;
      if (usable?.release === key) return usable;
      if (starting) return usable ?? starting;
      if (failed?.key === key && (failed.tries > 1 || Date.now() - failed.at < RETRY_MS)) return usable;
      const next = start(now, key);
      return usable ?? next;
    },
    targetOf: (drawer) => targets.get(drawer) ?? null,
    async close() {
      closed = true;
      await starting;
      await live?.retire();
      live = null;
    },
  };
}
