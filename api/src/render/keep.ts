// The kept drawings of public pages and when to draw them again. Each page is kept per origin and address with the
// version counters of the lists it was drawn from (resources/versions.ts), so a page view costs one read of the
// counters. One drawing per page runs at a time, in the app's drawing turns (drawing.ts); requests that come
// meanwhile get the last drawn copy. Pages that exist and pages that answered 404 are kept apart, so probes of
// made-up addresses never push real pages out. A drawing also depends on the day it was drawn on (the calendar's
// coming events on /about, the footer's year): a page kept from an earlier day is drawn again like a changed one.
import type { RenderedPage } from 'remote_shared/schemas';
import type { Turns } from '../drawing';
import type { Entry } from '../resources/cache';
import { versionsOf } from '../resources/versions';

/** A drawn page as sent in one variant (render/light.ts), put together once for the host page it went into. */
export interface KeptDocument {
  host: string;
  /** The document split where each visitor's CSRF token goes. */
  parts: string[];
  /** For a page without forms (the same for every visitor): the document with its ETag and compressed copies. */
  shared: Entry | null;
}

export interface Kept {
  /** The build of the renderer it was drawn by: another draws it again (the old copy served meanwhile). */
  release: string;
  /** The college's date it was drawn on (YYYY-MM-DD): on another day it is drawn again. */
  day: string;
  /** The version counters of the lists the page was drawn from, and their values then. */
  names: string[];
  version: string;
  /** What its reads answered (the renderer's version of them). */
  answers: string;
  page: RenderedPage;
  /** The whole document for a visitor, by variant (assemble.ts puts it together and keeps it here). */
  documents?: Partial<Record<'full' | 'light', KeptDocument>>;
}

/**
 * A page's reads done, by the counters given: what they depend on and answered, and the page drawn from them, or
 * null when they answered as `unless` said (the drawing kept is still right).
 */
export interface Reading {
  names: string[];
  version: string;
  answers: string;
  page: RenderedPage | null;
}

/**
 * The build that draws pages now, and how it reads and draws the page at `url` for `origin`, by `counters`, for the
 * college's date `day`; not drawn again when its reads answer `unless`.
 */
export interface Source {
  release: string;
  read: (url: string, origin: string | null, counters: ReadonlyMap<string, number>, unless: string | null, day: string) => Promise<Reading>;
}

export interface PageKeeperOptions {
  /** Every version counter, read once per request. */
  readCounters: () => Promise<ReadonlyMap<string, number>>;
  /** Today's date in the college's time zone (YYYY-MM-DD), read once per request. */
  today: () => string;
  turns: Turns;
  /** Pages kept drawn. */
  size?: number;
  /** Pages of known paths that answered 404 (a deleted notice, a list page past the last). */
  missingSize?: number;
  /** Told of each page view whether its kept drawing was current (the metrics' cache hits and misses). */
  onLookup?: (hit: boolean) => void;
  /**
   * How long a request waits for a new drawing of its page before it takes the last one, when the drawing can
   * start at once (when it has to wait for a turn, the server is busy: the last drawing goes out at once).
   */
  redrawWaitMs?: number;
}

/** Keeps `value` as the newest entry of `map`, dropping the oldest past `size`. */
export function keepNewest<V>(map: Map<string, V>, key: string, value: V, size: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > size) map.delete(map.keys().next().value as string);
}

export function createPageKeeper({ readCounters, today, turns, onLookup, size = 1000, missingSize = 100, redrawWaitMs = 150 }: PageKeeperOptions) {
  const kept = new Map<string, Kept>();
  const keptMissing = new Map<string, Kept>();
  const drawing = new Map<string, Promise<Kept>>();

  /**
   * A page drawn again once a list it shows has changed: its reads first, and when they answer as before (a write
   * elsewhere in the list), the drawing it has is still right and no new one is made. A drawing of another day is
   * made again whatever its reads answer.
   */
  async function redraw(source: Source, url: string, origin: string | null, last: Kept | undefined, counters: ReadonlyMap<string, number>, day: string): Promise<Kept> {
    const same = last && last.release === source.release && last.day === day ? last : undefined;
    const { names, version, answers, page } = await source.read(url, origin, counters, same?.answers ?? null, day);
    if (same && !page) return { ...same, names, version };
    if (!page) throw new Error(`${url}: no drawing, and none kept`);
    return { release: source.release, day, names, version, answers, page };
  }

  /**
   * The kept drawing of `url` when it is current. Else a new one, one at a time per page: the request that starts
   * it gets it if it is ready within `redrawWaitMs` (a visitor reloading after a change sees the change) and can
   * start at once, and every other request meanwhile the last drawing at once (the page as it was a moment ago).
   * A page drawn by another build of the renderer is drawn again the same way, so a new build's pages come in
   * through the usual turns, not all at once.
   */
  async function page(url: string, origin: string | null, source: Source): Promise<Kept> {
    const key = `${origin ?? ''} ${url}`;
    // Read after the request came, so a new drawing may take them too. What is kept is looked at after the read:
    // from here to the start of a new drawing nothing awaits, so no two requests start one for the same page.
    const counters = await readCounters();
    const day = today();
    const last = kept.get(key) ?? keptMissing.get(key);
    const current = last !== undefined && last.release === source.release && last.day === day && versionsOf(counters, last.names) === last.version;
    onLookup?.(current);
    if (current) return last;
    // Another request is drawing it already: the last drawing, now.
    const under = drawing.get(key);
    if (under) return last ?? under;
    const startsNow = turns.free(!last);
    const fresh = turns
      .run(() => redraw(source, url, origin, last, counters, day), !last)
      .then((done) => {
        const missing = done.page.status === 404;
        (missing ? kept : keptMissing).delete(key);
        keepNewest(missing ? keptMissing : kept, key, done, missing ? missingSize : size);
        return done;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, fresh);
    if (!last) return fresh;
    if (!startsNow) return last;
    return Promise.race([fresh.catch(() => last), new Promise<Kept>((resolve) => setTimeout(() => resolve(last), redrawWaitMs).unref())]);
  }

  return { page };
}

export type PageKeeper = ReturnType<typeof createPageKeeper>;
