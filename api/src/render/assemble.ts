// A drawn page put into the host's page: its markup in the root element, its data for the browser's store, the
// stylesheets and scripts it needs in the head, its link-preview tags, and the signed-in control of the visitor it
// goes to. Pure functions of their inputs: nothing here reads a file or the database.
import type { AuthKind, FormState, RenderedPage } from 'remote_shared/schemas';

/** The header's auth control as drawn (remote-public/src/layout/AuthControl.tsx): its content holds no <div>. */
const AUTH_SLOT = /<div class="pub-auth-slot">[\s\S]*?<\/div>/;

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The host page without its scripts and their preloads, for a light page (kept for the last host page seen). */
export const scriptless = (() => {
  let seen: string | null = null;
  let answer = '';
  return (hostPage: string) => {
    if (hostPage !== seen) {
      seen = hostPage;
      answer = hostPage
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
        .replace(/<link\b(?=[^>]*\brel=["']?(?:preload|modulepreload)\b)(?=[^>]*\bas=["']?(?:script|fetch)\b)[^>]*>/gi, '')
        // A light page works without scripts: the host's note asking for them is not for it.
        .replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
    }
    return answer;
  };
})();

/** Link-preview tags, the canonical URL and the feeds (the notices' RSS, the academic calendar), for the page's `<head>`. */
export function headTags(page: RenderedPage, origin: string | null): string {
  const meta = page.meta ?? {};
  const absolute = (url: string | null | undefined) => (url && origin ? new URL(url, `${origin}/`).toString() : null);
  const tags: string[] = [];
  const property = (name: string, content: string | null | undefined) => {
    if (content) tags.push(`<meta property="${name}" content="${escapeHtml(content)}" />`);
  };
  const named = (name: string, content: string | null | undefined) => {
    if (content) tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  };
  const canonical = page.status === 200 ? absolute(meta.canonical) : null;
  const picture = typeof meta.image === 'string' ? { url: meta.image } : meta.image;
  const image = absolute(picture?.url);
  // Its size and what it shows (a renderer built before the cards gives its URL alone).
  const described = image && picture && 'alt' in picture ? picture : null;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  property('og:type', meta.type ?? 'website');
  property('og:site_name', meta.siteName);
  property('og:title', page.title);
  property('og:description', meta.description);
  property('og:url', canonical);
  property('og:image', image);
  if (described) {
    // The size lets a previewer lay the large preview out before it has fetched the picture.
    property('og:image:width', String(described.width));
    property('og:image:height', String(described.height));
    property('og:image:alt', described.alt);
  }
  property('og:locale', 'bn_BD');
  named('twitter:card', image ? 'summary_large_image' : 'summary');
  named('twitter:title', page.title);
  named('twitter:description', meta.description);
  named('twitter:image', image);
  named('twitter:image:alt', described?.alt);
  const feed = (type: string, title: string, href: string) => tags.push(`<link rel="alternate" type="${type}" title="${escapeHtml(`${meta.siteName ?? ''} ${title}`.trim())}" href="${href}" />`);
  feed('application/rss+xml', 'নোটিশ', '/feed.xml');
  feed('text/calendar', 'একাডেমিক ক্যালেন্ডার', '/calendar.ics');
  return tags.join('');
}

export interface Assembly {
  page: RenderedPage;
  /** The host page as it is now (a rebuilt host is live at once), with its scripts. */
  hostPage: string;
  origin: string | null;
  /** Who the page goes to, and the header's control for each kind of caller. */
  auth: AuthKind;
  authControls: Record<AuthKind, string>;
  /** The answer to the visitor's form, or null. */
  form: FormState | null;
  formStateId: string;
  /** A light page (render/light.ts) is the drawing alone: no script of the host's, no page data, no preloads. */
  light: boolean;
  /** The page's stylesheets, and the scripts it needs announced at once (left out of a light page). */
  styles: string;
  preloads: string;
  /**
   * The release the page was drawn with (JSON, as /release.json gives it), or null: named in the page, the browser
   * loads that release's scripts, so the page's HTML and its scripts never come from two releases of a remote.
   */
  release?: string | null;
  /** How long the page's app waits for a quiet visitor and phone before it starts by itself (APP_START_QUIET), in ms. */
  startQuietMs: number;
}

/** The element the page names its release in (host/src/remotes/remoteConfig.ts reads it). */
export const NAMED_RELEASE_ID = 'college-release';

/** JSON inside a `<script>` element: no `<` that could end it. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

/** The whole document, or null when the host page has no root element to draw into. */
export function assemble({ page, hostPage: fullHostPage, origin, auth, authControls, form, formStateId, light, styles, preloads, release = null, startQuietMs }: Assembly): string | null {
  const hostPage = light ? scriptless(fullHostPage) : fullHostPage;
  // The built page is minified: `<div id=root>`.
  const start = hostPage.search(/<div id=("?)root\1>/);
  const end = start === -1 ? -1 : hostPage.indexOf('</body>', start);
  if (end === -1) return null;
  const html = auth === 'visitor' ? page.html : page.html.replace(AUTH_SLOT, () => `<div class="pub-auth-slot">${authControls[auth]}</div>`);
  // Replacements are functions, so no `$` in a title or a stylesheet is read as a pattern.
  const head = `${styles}${page.head}${headTags(page, origin)}${light ? '' : preloads}`;
  let top = hostPage.slice(0, start).replace('</head>', () => `${head}</head>`);
  if (page.title) top = top.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.meta?.description) {
    top = top.replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(page.meta.description!)}" />`);
  }
  // (A light page has no app to start.)
  const marks = `${auth !== 'visitor' ? ` data-auth="${auth}"` : ''}${light ? ' data-light' : ` data-start-quiet="${startQuietMs}"`}`;
  if (marks) top = markHtml(top, marks);
  if (light) return `${top}<div id="root" data-server-rendered>${html}</div>${hostPage.slice(end)}`;
  const formScript = form ? `<script type="application/json" id="${formStateId}">${scriptJson(JSON.stringify(form))}</script>` : '';
  const releaseScript = release === null ? '' : `<script type="application/json" id="${NAMED_RELEASE_ID}">${scriptJson(release)}</script>`;
  return (
    top +
    `<div id="root" data-server-rendered>${html}</div>` +
    `<script type="application/json" id="college-state">${page.state}</script>` +
    formScript +
    releaseScript +
    hostPage.slice(end)
  );
}

/** `html` with `attributes` (` data-auth="user"`) added to its `<html>` element. */
export function markHtml(html: string, attributes: string): string {
  return html.replace(/<html([^>]*)>/, (_all, present: string) => `<html${present}${attributes}>`);
}
