// Which renderer process draws pages now. The build's file is looked at no more than once a second; when it
// changes (a new build), a new process loads it and is warmed while the old one goes on drawing, then new
// drawings switch to it and the old one ends once its drawings finish. A build that fails to load is logged and
// the process that works goes on; a process that crashed is replaced on the next page.
import { statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
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
  /** Ends every process (the app is closing). */
  close(): Promise<void>;
}

/** `warm` is given each new process before it draws for visitors (a first drawing loads its code). */
export function createDrawers(file: string | null, assetBase: string, log: FastifyBaseLogger, warm: (drawer: Drawer) => Promise<void>): Drawers {
  let live: Drawer | null = null;
  let starting: Promise<Drawer | null> | null = null;
  let checkedAt = 0;
  let mtime = -1;
  let failed: { mtime: number; at: number; tries: number } | null = null;
  let missingLogged = false;
  let closed = false;

  function look(): number {
    const now = Date.now();
    if (now - checkedAt >= RECHECK_MS) {
      checkedAt = now;
      try {
        mtime = statSync(file!).mtimeMs;
      } catch {
        mtime = -1;
      }
    }
    return mtime;
  }

  function start(seen: number): Promise<Drawer | null> {
    starting = (async () => {
      try {
        const drawer = await startDrawer(file!, assetBase, log);
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
        const tries = failed?.mtime === seen ? failed.tries + 1 : 1;
        failed = { mtime: seen, at: Date.now(), tries };
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
      if (!file || closed) return null;
      const seen = look();
      if (seen === -1) {
        // A release made before server builds: its pages are drawn in the browser.
        if (!missingLogged && !live) log.warn({ file }, 'no server build of the public site: its pages are drawn in the browser only');
        missingLogged = true;
        return live?.alive ? live : null;
      }
      missingLogged = false;
      const usable = live?.alive ? live : null;
      const current = usable && usable.release.endsWith(`@${seen}`);
      if (current) return usable;
      if (starting) return usable ?? starting;
      if (failed && failed.mtime === seen && (failed.tries > 1 || Date.now() - failed.at < RETRY_MS)) return usable;
      const next = start(seen);
      return usable ?? next;
    },
    async close() {
      closed = true;
      await starting;
      await live?.retire();
      live = null;
    },
  };
}
