// The drawing's API reads, answered in process as the browser's reads would be (`app.inject`), with the body's text
// (the renderer process parses it), by the version counters as the drawing started, and the counters each read
// depends on: a kept page is drawn again when one of them moves.
import type { FastifyInstance } from 'fastify';
import type { FormState, PageRendererModule } from 'remote_shared/schemas';
import { RESOURCES, readAllVersions, versionsOf } from '../resources';
import { VERSIONS_HEADER, versionsHeader } from '../resources/versions';
import { STATS_DEPEND_ON } from '../resources/stats';
import { ANSWER_ORIGIN_HEADER, INTERNAL_CALL_HEADER, INTERNAL_CALL_SECRET } from '../origin';
import { drawingReads, drawUnless, parseAnswer, type Answered, type Drawing, type RawAnswer, type RawRequest } from './protocol';

/** The version counters a read of `apiPath` depends on: `/api/notices/?page=2` -> notices (and what it depends on). */
const COUNTERS = new Map<string, readonly string[]>([...RESOURCES.map((def) => [def.path, [def.path, ...(def.dependsOn ?? [])]] as const), ['stats', STATS_DEPEND_ON]]);
export function countersOf(apiPath: string): readonly string[] {
  const name = /^\/api\/([^/?]+)/.exec(apiPath)?.[1] ?? '';
  return COUNTERS.get(name) ?? [];
}

export interface Drawn {
  /** What the page's reads answered (the renderer's version of them), and the page (null: drawn as `unless` said). */
  drawing: Drawing;
  /** The paths the page read. */
  read: string[];
  /** The counters the page's reads depend on, sorted. */
  names: string[];
  /** Their values as the reads began. */
  version: string;
}

/** Draws a page whose reads answer with their text: a renderer process's (isolated.ts), or inProcess's. */
export type DrawPage = (request: RawRequest) => Promise<Drawing>;

/** Draws the page at `url` for `origin` and the college's date `today` (YYYY-MM-DD), as Drawn says. */
export type Draw = (
  draw: DrawPage,
  url: string,
  origin: string | null,
  form: FormState | null,
  today: string,
  counters?: ReadonlyMap<string, number>,
  unless?: string | null,
  /** Reads to answer with the request to draw, before the drawing asks (foresee.ts). */
  foreseen?: readonly string[],
) => Promise<Drawn>;

/** A renderer loaded in this process (the benchmarks' comparison), its reads parsed here, drawn as a renderer process draws. */
export function inProcess(preparePage: PageRendererModule['preparePage']): DrawPage {
  return async ({ get, unless, answers, ...request }) => {
    const reads = drawingReads(answers, async (path) => parseAnswer(await get(path)));
    return { ...(await drawUnless(await preparePage({ ...request, get: reads.get }), unless)), read: reads.read };
  };
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

  return async (draw, url, origin, form, today, counters, unless = null, foreseen = []) => {
    const before = counters ?? (await readAllVersions(app.db));
    const versions = versionsHeader(before);
    // The reads foreseen (foresee.ts), answered before the drawing is asked for and sent with it. One that fails is
    // left out: the drawing asks for it as it would have, and shows what it shows for a failed read.
    const foreseenAnswers = await Promise.all(foreseen.map((apiPath) => get(apiPath, origin, versions).then((answer): Answered[number] => [apiPath, answer], () => null)));
    const answers: Answered = foreseenAnswers.filter((answered) => answered !== null);
    const asked: string[] = [];
    const drawing = await draw({
      url,
      origin,
      form,
      today,
      unless,
      answers: answers.length ? answers : null,
      get: (apiPath) => {
        asked.push(apiPath);
        return get(apiPath, origin, versions);
      },
    });
    // What the page read: what it asked for, and of what it was given what it says it read (all of it when it
    // does not say). Its counters are those the kept page depends on.
    const said = Array.isArray(drawing.read) ? new Set(drawing.read) : null;
    const given = answers.map(([apiPath]) => apiPath);
    const taken = said ? given.filter((apiPath) => said.has(apiPath)) : given;
    const read = [...new Set([...taken, ...asked])];
    const names = [...new Set(read.flatMap(countersOf))].sort();
    return { drawing, names, version: versionsOf(before, names), read };
  };
}
