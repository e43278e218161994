// The messages between the API and its renderer process (isolated.ts starts it, child.ts is its code). The renderer
// process holds the public remote's server build and nothing else of the server's: it asks the API for every read
// its drawing needs (`read`), and answers the API's calls (`call`) by their number.
import type { ApiAnswer, AuthKind, FormState, RenderedPage } from 'remote_shared/schemas';

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
}

/** The address a page is kept under and the chunk it is drawn with. */
export interface Location {
  url: string;
  chunk: string | null;
}

/** The calls the API makes, each with what it answers. */
export interface Calls {
  load: [LoadRequest, LoadedInfo];
  locate: [{ url: string }, Location];
  /** Reads what the page shows; `page` numbers the prepared drawing for `render` (or it expires unused). */
  prepare: [{ page: number; url: string; origin: string | null; form: FormState | null }, { version: string }];
  render: [{ page: number }, RenderedPage];
}

export type CallName = keyof Calls;

export type ToRenderer =
  | { kind: 'call'; id: number; name: CallName; input: unknown }
  /** The answer to the renderer's read `id`. */
  | { kind: 'answer'; id: number; answer: ApiAnswer };

export type FromRenderer =
  | { kind: 'done'; id: number; output: unknown }
  | { kind: 'failed'; id: number; message: string }
  /** A read for the prepared drawing `page`. */
  | { kind: 'read'; id: number; page: number; path: string };
