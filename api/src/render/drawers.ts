// Which renderer process draws pages now. The build's file is looked at no more than once a second; when it
// changes (a new build), a new process loads it and is warmed while the old one goes on drawing, then new
// drawings switch to it and the old one ends once its drawings finish. A build that fails to load is logged and
// the process that works goes on; a process that crashed is replaced on the next page.
import { statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { startDrawer, type Drawer } from './isolated';

/** How often the build's file is looked at. */
const RECHECK_MS = 1000;
/** A build that failed to load (or a process that keeps crashing) is tried again after this long. */
const RETRY_MS = 10_000;

export interface Drawers {
  /** The process drawing pages now, or null when there is no build that loads. */
  current(): Promise<Drawer | null>;
  /** Ends every process (the app is closing). */
  close(): Promise<void>;
}

/** `warm` is given each new process before it draws for visitors (a first drawing loads its code). */
export function createDrawers(file: string | null, log: FastifyBaseLogger, warm: (drawer: Drawer) => Promise<void>): Drawers {
  let live: Drawer | null = null;
  let starting: Promise<Drawer | null> | null = null;
  let checkedAt = 0;
  let mtime = -1;
  let failed: { mtime: number; at: number } | null = null;
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
        const drawer = await startDrawer(file!, log);
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
        failed = { mtime: seen, at: Date.now() };
        log.error({ err: error, file }, 'the public renderer could not be loaded; pages are drawn by the last one that loaded, or in the browser');
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
      if (seen === -1) return live?.alive ? live : null;
      const usable = live?.alive ? live : null;
      const current = usable && usable.release.endsWith(`@${seen}`);
      if (current) return usable;
      if (starting) return usable ?? starting;
      if (failed && failed.mtime === seen && Date.now() - failed.at < RETRY_MS) return usable;
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
