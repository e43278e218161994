// The contract between the API and the public remote's server renderer (remote-public/src/ssr/render.tsx): what
// the API asks a drawing for, what it answers the drawing's reads with, and what comes back. Two teams ship the
// two sides apart, so both import these types from here and neither imports the other. Types only: nothing of it
// exists at run time, and the API tolerates a renderer built before a member marked optional was added.

/** The answer to one of the drawing's API reads, as the API would give an anonymous visitor. */
export interface ApiAnswer {
  status: number;
  data: unknown;
  /** The answer's ETag, when the API sent one: pages drawn from the same answers are the same. */
  etag?: string;
}

/** The forms a visitor can post without JavaScript, each answered with its page drawn again. */
export type FormName = 'login' | 'register' | 'contact';

/** The spec's alert and status texts a form's answer can show, by name (the public site holds the texts). */
export type FormMessageName =
  | 'loginRequired'
  | 'loginInvalid'
  | 'loginSuccess'
  | 'registerFailed'
  | 'registerMismatch'
  | 'registerSuccess'
  | 'contactNeedReach'
  | 'contactFailure'
  | 'contactSuccess'
  | 'formExpired';

/** The answer to a form posted without JavaScript, drawn into the page (never kept for other visitors). */
export interface FormState {
  form?: FormName;
  /** What was typed, by field name (never a password). */
  values?: Record<string, string>;
  /** The first message for each field that was refused; `non_field_errors` for the form as a whole. */
  errors?: Record<string, string>;
  /** The spec's alert or status text to show in the page. */
  message?: FormMessageName;
}

/** A link-preview picture, as Open Graph describes one. */
export interface PreviewImage {
  /** Absolute, or from the site's root. */
  url: string;
  width: number;
  height: number;
  /** What it shows, for those who cannot see it. */
  alt: string;
}

/** What a drawn page says of itself for previews and search engines. */
export interface PageMeta {
  /** One or two sentences, plain text. */
  description?: string;
  /** The preview picture: a card the server draws (the API's `preview_image`); a URL alone from older builds. */
  image?: PreviewImage | string | null;
  type?: 'website' | 'article';
  /** The page's own address, path and query (`/notice/42`), made absolute by the server. */
  canonical?: string;
  /** The institution's name (the layout gives it). */
  siteName?: string;
}

export interface RenderRequest {
  /** The page's path and query, e.g. `/notice?page=2`. */
  url: string;
  /** Answers a GET of the API (`/api/notices/`) as the API would answer an anonymous visitor. */
  get: (path: string) => Promise<ApiAnswer>;
  /** The site's origin for absolute links the page shows (share buttons), or null when the host is not allowed. */
  origin?: string | null;
  /** The answer to a form posted without JavaScript. */
  form?: FormState | null;
  /**
   * The college's date (YYYY-MM-DD) in its time zone: what "today" is on the page (the calendar's coming events, the
   * footer's year). Without it (an older server), the page takes Bangladesh's date.
   */
  today?: string | null;
}

export interface RenderedPage {
  /** 200, or 404 for an unknown path or a missing record. */
  status: number;
  /** The page's title, as the browser's tab shows it (empty when the page gives none). */
  title: string;
  meta: PageMeta;
  /** Tags for the document's head: React's preloads of the page's high-priority images. */
  head: string;
  /** The markup of the host's root element. */
  html: string;
  /** The store's API cache, serialized for a `<script type="application/json">`. */
  state: string;
}

export interface PreparedPage {
  /** Names the answers the page was drawn from: the same URL and version give the same page. */
  version: string;
  render: () => Promise<RenderedPage>;
}

/** Who is looking, as the header's sign-in control shows it. */
export type AuthKind = 'visitor' | 'user' | 'admin';

/** What the renderer module gives the API. */
export interface PageRendererModule {
  /** Stands where each visitor's CSRF token goes in a drawn page's forms. */
  CSRF_PLACEHOLDER: string;
  /** The id of the `<script type="application/json">` that carries a form's answer to the browser. */
  FORM_STATE_ID: string;
  /** Reads what the page shows, ready to draw. */
  preparePage(request: RenderRequest): Promise<PreparedPage>;
  /** The header's control for each kind of caller: a kept page is drawn for a visitor and given the others'. */
  renderAuthControls(): Record<AuthKind, string>;
  /** The named chunk of the page at a path, whose stylesheet and scripts the page needs. */
  pageChunk?(pathname: string): string;
  /**
   * The address the page at `url` is drawn and kept under: its path and only the parameters it reads, any unknown
   * path as one 404 page. Older builds without it keep the whole URL.
   */
  pageUrl?(url: string): string;
  /**
   * The table `pageUrl` and `pageChunk` answer from, as data: with it the API locates each address itself, without a
   * call to the renderer's process for each new one (a shared link's every `fbclid`, every notice). Both must agree
   * with it. Older builds without it are asked for each address.
   */
  pageTable?(): PageTable;
}

/** One page of the router's table, as `PageTable` gives it. */
export interface PageRoute {
  /** The router's path (`/notice`, `/notice/:id`), matched case-sensitively; `*` is every path no other page has. */
  path: string;
  /** The query parameters the page reads, in the order its kept address names them. */
  query: string[];
  /** The page's named chunk. */
  chunk: string;
}

/**
 * How the renderer locates a page, as data: the address `url` is kept under is its path as it came with only the
 * parameters of the page its path matches (`routes`, matched as react-router's `matchRoutes` does), and an address
 * that only `*` matches is kept as `notFound`; its chunk is the matched page's.
 */
export interface PageTable {
  routes: PageRoute[];
  notFound: string;
}
