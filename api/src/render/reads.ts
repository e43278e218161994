// The drawing's API reads, answered in process as the browser's reads would be (`app.inject`), with the body's text
// (the renderer process parses it), by the version counters as the drawing started, and the counters each read
// depends on: a kept page is drawn again when one of them moves.
import type { FastifyInstance } from 'fastify';
import type { FormState, PageRendererModule } from 'remote_shared/schemas';
import { RESOURCES, readAllVersions, versionsOf } from '../resources';
import { VERSIONS_HEADER, versionsHeader } from '../resources/versions';
import { STATS_DEPEND_ON } from '../resources/stats';
import { ANSWER_ORIGIN_HEADER, INTERNAL_CALL_HEADER, INTERNAL_CALL_SECRET } from '../origin';
import { drawUnless, parseAnswer, type Drawing, type RawAnswer, type RawRequest } from './protocol';

/** The version counters a read of `apiPath` depends on: `/api/notices/?page=2` -> notices (and what it depends on). */
const COUNTERS = new Map<string, readonly string[]>([...RESOURCES.map((def) => [def.path, [def.path, ...(def.dependsOn ?? [])]] as const), ['stats', STATS_DEPEND_ON]]);
export function countersOf(apiPath: string): readonly string[] {
  const name = /^\/api\/([^/?]+)/.exec(apiPath)?.[1] ?? '';
  return COUNTERS.get(name) ?? [];
}

export interface Drawn {
  /** What the page's reads answered (the renderer's version of them), and the page (null: drawn as `unless` said). */
  drawing: Drawing;
  /** The counters the page's reads depend on, sorted. */
  names: string[];
  /** Their values as the reads began. */
  version: string;
}

/** Draws a page whose reads answer with their text: a renderer process's (isolated.ts), or inProcess's. */
export type DrawPage = (request: RawRequest) => Promise<Drawing>;

/** Draws the page at `url` for `origin` and the college's date `today` (YYYY-MM-DD), as Drawn says. */
export type Draw = (draw: DrawPage, url: string, origin: string | null, form: FormState | null, today: string, counters?: ReadonlyMap<string, number>, unless?: string | null) => Promise<Drawn>;

/** A renderer loaded in this process (the benchmarks' comparison), its reads parsed here, drawn as a renderer process draws. */
export function inProcess(preparePage: PageRendererModule['preparePage']): DrawPage {
  return async ({ get, unless, ...request }) => drawUnless(await preparePage({ ...request, get: async (path) => parseAnswer(await get(path)) }), unless);
}

/** Reads what a page shows through `app`'s own routes, with the counters of those lists as they were before. */
export function inProcessReads(app: FastifyInstance): Draw {
  /** An API read for a page drawn for `origin`: its file URLs start with that origin, as the browser's reads would. */
  async function get(apiPath: string, origin: string | null, versions: string): Promise<RawAnswer> {
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: {
        accept: 'application/json',
        [INTERNAL_CALL_HEADER]: INTERNAL_CALL_SECRET,
        [ANSWER_ORIGIN_HEADER]: origin ?? '',
        // The counters as the drawing started: its reads answer by them, without reading them again.
        [VERSIONS_HEADER]: versions,
      },
    });
    const etag = answer.headers.etag;
    return { status: answer.statusCode, text: answer.body, etag: typeof etag === 'string' ? etag : undefined };
  }

  return async (draw, url, origin, form, today, counters, unless = null) => {
    const before = counters ?? (await readAllVersions(app.db));
    const versions = versionsHeader(before);
    const read: string[] = [];
    const drawing = await draw({
      url,
      origin,
      form,
      today,
      unless,
      get: (apiPath) => {
        read.push(...countersOf(apiPath));
        return get(apiPath, origin, versions);
      },
    });
    const names = [...new Set(read)].sort();
    return { drawing, names, version: versionsOf(before, names) };
  };
}
