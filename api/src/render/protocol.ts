// The messages between the API and its renderer process (isolated.ts starts it, child.ts is its code). The renderer
// process holds the public remote's server build and nothing else of the server's: it asks the API for every read
// its drawing needs (`read`), and answers the API's calls (`call`) by their number.
import type { ApiAnswer, AuthKind, FormState, PreparedPage, RenderedPage, RenderRequest } from 'remote_shared/schemas';
import type { RouteOf } from './foresee';

/**
 * A read's answer as it crosses to the renderer process: the body's text, as the API sent it. The renderer process
 * parses it (parseAnswer), so the API's process neither parses it nor copies the parsed objects across.
 */
export interface RawAnswer {
  status: number;
  text: string;
  etag?: string;
}

/**
 * A drawing's request whose reads answer with their text (RenderRequest's reads answer parsed). `unless`: what the
 * page's reads answered when it was drawn last (its `version`); when they answer the same, it is not drawn again.
 */
export type RawRequest = Omit<RenderRequest, 'get'> & { get: (path: string) => Promise<RawAnswer>; unless?: string | null; answers?: Answered | null };

/** Reads the API answered with the request to draw, before the drawing asked (foresee.ts): by path. */
export type Answered = Array<[path: string, answer: RawAnswer]>;

/**
 * A drawing's outcome: what its reads answered, and the page, or null when they answered as `unless` said; `read`,
 * every path the drawing read, given with the request or asked for.
 */
export interface Drawing {
  version: string;
  page: RenderedPage | null;
  read?: string[];
}

/**
 * A drawing's reads: each answered from `answers` when the API gave it with the request, else asked for (`ask`);
 * `read` lists them as they are made.
 */
export function drawingReads(answers: Answered | null | undefined, ask: (path: string) => Promise<ApiAnswer>): { read: string[]; get: (path: string) => Promise<ApiAnswer> } {
  const given = new Map(answers ?? []);
  const read: string[] = [];
  return {
    read,
    get(path) {
      read.push(path);
      const answer = given.get(path);
      return answer ? Promise.resolve(parseAnswer(answer)) : ask(path);
    },
  };
}

/** A page whose reads are done, drawn unless they answered `unless` (then the drawing kept is still right). */
export async function drawUnless(prepared: PreparedPage, unless: string | null | undefined): Promise<Drawing> {
  if (unless != null && prepared.version === unless) return { version: prepared.version, page: null };
  return { version: prepared.version, page: await prepared.render() };
}

/** A read's answer as the renderer takes it: the body parsed, or null when it is not JSON. */
export function parseAnswer({ status, text, etag }: RawAnswer): ApiAnswer {
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: the page shows what it shows for a failed read
  }
  return { status, data, etag };
}

/** What the renderer process learns once, as it starts. */
export interface LoadRequest {
  /** The server build's entry file, in the folder the process may read. */
  file: string;
  /** Where the browser build is served: the drawn pages' image URLs start with it. */
  assetBase: string;
}

/** What the API learns of the renderer once it is loaded. */
export interface LoadedInfo {
  CSRF_PLACEHOLDER: string;
  FORM_STATE_ID: string;
  auth: Record<AuthKind, string>;
  /**
   * The renderer's table of pages (its `pageTable`), as it gave it: the API locates addresses by it (locator.ts), or
   * asks for each when it is null (an older build) or out of bounds.
   */
  pages: unknown;
}

/** The address a page is kept under and the chunk it is drawn with. */
export interface Location {
  url: string;
  chunk: string | null;
  /**
   * Its page's route in the table of pages and the parameters the address gives it, when the server located it
   * (locator.ts): its reads can be foreseen (foresee.ts).
   */
  where?: RouteOf;
}

/** The calls the API makes, each with what it answers. */
export interface Calls {
  load: [LoadRequest, LoadedInfo];
  locate: [{ url: string }, Location];
  /**
   * Reads what the page shows and draws it, in one call (each message waits its turn behind the API's requests);
   * `page` numbers the drawing's reads.
   */
  draw: [{ page: number; url: string; origin: string | null; form: FormState | null; today: string | null; unless: string | null; answers: Answered | null }, Drawing];
}

export type CallName = keyof Calls;

export type ToRenderer =
  | { kind: 'call'; id: number; name: CallName; input: unknown }
  /** The answer to the renderer's read `id`. */
  | { kind: 'answer'; id: number; answer: RawAnswer };

export type FromRenderer =
  | { kind: 'done'; id: number; output: unknown }
  | { kind: 'failed'; id: number; message: string }
  /** A read for the prepared drawing `page`. */
  | { kind: 'read'; id: number; page: number; path: string };
