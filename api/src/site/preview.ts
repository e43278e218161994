// A remote's new build seen on the live site before anyone else sees it, in one signed-in Admin's browser, as
// import-map-overrides lets single-spa's teams do: `/?preview=remote_public@https://preview.example/public/remoteEntry.js`.
//
// A preview link could make an Admin run a stranger's code with the Admin's rights, so:
//   - only a signed-in Admin (the site's session cookie) may take one, and only from an origin the operator listed
//     (REMOTE_PREVIEW_ORIGINS); anything else is refused with a page that says why;
//   - the link only opens a confirmation page (drawn here, no remote's code on it) that says what will be loaded
//     from where; the preview starts with its button, a POST checked as the site's forms are (origin and the
//     session's CSRF token, forms.ts);
//   - the override lives in a cookie signed with a key derived from SECRET_KEY over the session's id: another
//     session's cookie, or one edited by hand, is no preview, and signing out (the session revoked) ends it.
//
// While it is on, that browser alone gets: the bare host page (never a server drawing, never the page cache: the
// server draws only with the release in force) with a banner saying which build is shown and a button to end it;
// `/release.json` and `/remotes.json` naming the previewed entry, without a pin (preview builds are the one
// exception to the fail-closed rule of releases); and a CSP that also allows the preview origin. Each of these
// answers is `private` and varies by cookie. Nobody else's answers change.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clearPreviewCookie, setPreviewCookie, CSRF_COOKIE, csrfTokenMatches, PREVIEW_COOKIE, sessionCsrfToken } from '../auth/cookies';
import type { Config } from '../config';
import { REMOTE_NAMES, type RemoteName } from '../releases';
import { pageCsrfToken, visitorOf } from '../render/visitor';
import { escapeXml as escape } from './feeds';
import { formIsOurs, SIGN_IN_PATH } from './forms';
import { ownOrigins, sitePath } from '../origin';
import { institutionOf, standalonePage } from './standalone';

/** A build previewed in one browser: which remote, its browser entry, and the (listed) origin it comes from. */
export interface Preview {
  remote: RemoteName;
  entry: string;
  origin: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    preview: {
      /** The preview this request's browser has on, or null (no cookie, a cookie that is not its session's…). */
      of(request: FastifyRequest): Promise<Preview | null>;
      /** The answer to a page asked with `?preview=`: the confirmation page, or the refusal. */
      confirm(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    };
  }
}

/** What each remote is called on the pages. */
const REMOTE_LABELS: Record<RemoteName, string> = {
  remote_shared: 'সব অংশের সাধারণ কোড',
  remote_public: 'পাবলিক সাইট',
  remote_dashboard: 'ড্যাশবোর্ড',
};

const TEXT = {
  title: 'নতুন বিল্ডের প্রিভিউ',
  lead: 'এই ব্রাউজারে, শুধু আপনার জন্য, সাইটের একটি অংশ নিচের বিল্ড থেকে চালানো হবে। অন্য কোনো দর্শক এটি দেখবেন না।',
  part: 'অংশ',
  entry: 'বিল্ডের ঠিকানা',
  origin: 'যেখান থেকে আসবে',
  warning: 'এই বিল্ডের কোড আপনার সাইন-ইন নিয়ে চলবে। লিংকটি আপনার দলের কেউ না পাঠিয়ে থাকলে প্রিভিউ চালু করবেন না।',
  start: 'প্রিভিউ চালু করুন',
  cancel: 'বাতিল',
  refused: 'প্রিভিউ চালু করা যায়নি',
  notAdmin: 'শুধু সাইন-ইন করা অ্যাডমিন প্রিভিউ দেখতে পারেন। অ্যাডমিন হিসেবে সাইন ইন করে লিংকটি আবার খুলুন।',
  signIn: 'সাইন ইন',
  badLink: 'প্রিভিউ লিংকটি ঠিক নয়। এর রূপ হবে /?preview=remote_public@https://…/remoteEntry.js (remote_shared, remote_public বা remote_dashboard)।',
  notListed: (origin: string) => `${origin} থেকে প্রিভিউ চালানোর অনুমতি নেই। যে ঠিকানাগুলো থেকে প্রিভিউ চলতে পারে, সেগুলো সার্ভারের REMOTE_PREVIEW_ORIGINS-এ লেখা থাকে।`,
  expired: 'ফর্মটির মেয়াদ শেষ হয়ে গেছে বা এটি এই সাইটের নয়। প্রিভিউ লিংকটি আবার খুলুন।',
  banner: (label: string) => `প্রিভিউ: ${label} দেখানো হচ্ছে এই বিল্ড থেকে, শুধু এই ব্রাউজারে।`,
  end: 'প্রিভিউ বন্ধ করুন',
};

/** The confirmation's and the refusal's pieces, beside the site's look (standalone.ts). */
const STYLE = `
h1 { margin: 0; padding: .9rem 1.25rem; background: var(--lime); color: var(--green-deep); font-size: 1.35rem; line-height: 1.4; }
.refused h1 { background: #fef2f2; color: #991b1b; }
p, dl, form { margin: 0; padding: 1rem 1.25rem 0; }
dt { color: var(--muted); font-size: .95rem; }
dd { margin: 0 0 .6rem; font-weight: 600; overflow-wrap: anywhere; }
.warning { color: #92400e; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; padding-bottom: 1.25rem; }
.card > :last-child { padding-bottom: 1.25rem; }
button { font: inherit; font-weight: 600; color: #fff; background: var(--green-text); border: 0; border-radius: .5rem; padding: .6rem 1.2rem; min-height: 44px; cursor: pointer; }
button:focus-visible { outline: 3px solid var(--green-deep); outline-offset: 2px; }
`;

/** The banner on every page of a preview, above the site (it is no part of any remote, so no build can hide it). */
const BANNER_STYLE =
  '.college-preview{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding:.5rem 1rem;background:#fef3c7;color:#78350f;' +
  "border-bottom:2px solid #d97706;font:15px/1.5 'Hind Siliguri','Noto Sans Bengali','Nirmala UI',system-ui,sans-serif}" +
  '.college-preview p{margin:0;flex:1 1 16rem;overflow-wrap:anywhere}.college-preview code{font-size:.85em}' +
  '.college-preview form{margin:0}.college-preview button{font:inherit;font-weight:600;color:#fff;background:#92400e;border:0;' +
  'border-radius:.4rem;padding:.35rem .9rem;min-height:40px;cursor:pointer}.college-preview button:focus-visible{outline:3px solid #78350f;outline-offset:2px}';

/** `remote_public@https://…`: the remote and its entry, or null when the text is not one of ours. */
export function parsePreviewRequest(text: unknown): { remote: RemoteName; entry: string; origin: string } | null {
  if (typeof text !== 'string' || text.length > 2000) return null;
  const at = text.indexOf('@');
  if (at < 0) return null;
  const remote = text.slice(0, at) as RemoteName;
  if (!REMOTE_NAMES.includes(remote)) return null;
  let url: URL;
  try {
    url = new URL(text.slice(at + 1));
  } catch {
    return null;
  }
  // An entry is a plain http(s) address: no credentials in it, nothing a browser would not fetch as a script.
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.hash) return null;
  return { remote, entry: url.href, origin: url.origin };
}

/** The key preview cookies are signed with: SECRET_KEY's, for this use alone. */
function previewKey(secretKey: string): Buffer {
  return createHmac('sha256', secretKey).update('remote-preview').digest();
}

function signature(secretKey: string, sessionId: string, payload: string): Buffer {
  return createHmac('sha256', previewKey(secretKey)).update(`${sessionId}|${payload}`).digest();
}

/** The cookie's value for `preview` in session `sessionId`: the override, and its signature over both. */
export function previewCookieValue(secretKey: string, sessionId: string, preview: Pick<Preview, 'remote' | 'entry'>): string {
  const payload = Buffer.from(`${preview.remote}@${preview.entry}`).toString('base64url');
  return `${payload}.${signature(secretKey, sessionId, payload).toString('base64url')}`;
}

/** The override a cookie holds, when it was signed for this session and its origin is still listed; else null. */
export function previewFromCookie(config: Pick<Config, 'secretKey' | 'previewOrigins'>, sessionId: string, value: string): Preview | null {
  const [payload, given, extra] = value.split('.');
  if (!payload || !given || extra !== undefined) return null;
  const expected = signature(config.secretKey, sessionId, payload);
  const sent = Buffer.from(given, 'base64url');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
  const parsed = parsePreviewRequest(Buffer.from(payload, 'base64url').toString());
  return parsed && config.previewOrigins.includes(parsed.origin) ? parsed : null;
}

/** The release list as this browser sees it: the previewed remote's entry in place of the release's, unpinned. */
// `preview` beside the remotes names the override: hosts read only the remotes' names, and the service worker
// learns from it which build not to keep as the site's (host/src/sw/policy.ts).
export function withPreviewEntry(list: Record<string, unknown>, preview: Preview, entry: unknown): Record<string, unknown> {
  return { ...list, [preview.remote]: entry, preview: { remote: preview.remote, entry: preview.entry } };
}

/** The banner put at the top of the bare page while a preview is on: what is shown, and the button that ends it. */
export function previewBanner(preview: Preview, csrfToken: string): string {
  return (
    `<style>${BANNER_STYLE}</style><div class="college-preview" role="region" aria-label="${escape(TEXT.title)}">` +
    `<p>${escape(TEXT.banner(`${REMOTE_LABELS[preview.remote]} (${preview.remote})`))} <code>${escape(preview.entry)}</code></p>` +
    `<form method="post" action="/preview/end"><input type="hidden" name="csrfmiddlewaretoken" value="${escape(csrfToken)}">` +
    `<button type="submit">${escape(TEXT.end)}</button></form></div>`
  );
}

/** The host page with the banner first in its body. */
export function withBanner(hostPage: string, banner: string): string {
  return hostPage.replace(/<body([^>]*)>/, (all) => `${all}${banner}`);
}

async function previewPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  // Asked once per request however many answers' parts ask (the page, its policy).
  const seen = new WeakMap<FastifyRequest, Promise<Preview | null>>();

  async function lookUp(request: FastifyRequest): Promise<Preview | null> {
    const value = request.cookies[PREVIEW_COOKIE];
    // Nearly every request: no cookie, no database read.
    if (!value || config.previewOrigins.length === 0) return null;
    const { auth, sessionId } = await visitorOf(app.db, config, request);
    if (auth !== 'admin' || !sessionId) return null;
    return previewFromCookie(config, sessionId, value);
  }

  function of(request: FastifyRequest): Promise<Preview | null> {
    let found = seen.get(request);
    if (!found) {
      found = lookUp(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the preview cookie could not be checked; no preview');
        return null;
      });
      seen.set(request, found);
    }
    return found;
  }

  /** The refusal, in the site's look: the status and what to do. */
  async function refuse(reply: FastifyReply, status: number, message: string, link?: { href: string; text: string }): Promise<FastifyReply> {
    const after = link ? `<p><a href="${escape(link.href)}">${escape(link.text)}</a></p>` : '';
    const content = `<div class="card refused"><h1>${escape(TEXT.refused)}</h1><p>${escape(message)}</p>${after}</div>`;
    return reply
      .code(status)
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(standalonePage(await institutionOf(app.db), TEXT.refused, content, { style: STYLE }));
  }

  /** Why `asked` may not be previewed by this request's visitor, as a refusal; null when it may. */
  type Checked = { refused: FastifyReply } | { parsed: Preview; sessionId: string };
  async function check(request: FastifyRequest, reply: FastifyReply, asked: unknown): Promise<Checked> {
    const { auth, sessionId } = await visitorOf(app.db, config, request);
    if (auth !== 'admin' || !sessionId) return { refused: await refuse(reply, 403, TEXT.notAdmin, { href: SIGN_IN_PATH, text: TEXT.signIn }) };
    const parsed = parsePreviewRequest(asked);
    if (!parsed) return { refused: await refuse(reply, 400, TEXT.badLink) };
    if (!config.previewOrigins.includes(parsed.origin)) return { refused: await refuse(reply, 403, TEXT.notListed(parsed.origin)) };
    return { parsed, sessionId };
  }

  async function confirm(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const asked = (request.query as Record<string, unknown>).preview;
    const checked = await check(request, reply, asked);
    if ('refused' in checked) return checked.refused;
    const { parsed, sessionId } = checked;
    const csrf = pageCsrfToken(config, request, reply, sessionId);
    const content =
      `<div class="card"><h1>${escape(TEXT.title)}</h1><p>${escape(TEXT.lead)}</p><dl>` +
      `<dt>${escape(TEXT.part)}</dt><dd>${escape(REMOTE_LABELS[parsed.remote])} (${parsed.remote})</dd>` +
      `<dt>${escape(TEXT.entry)}</dt><dd><code>${escape(parsed.entry)}</code></dd>` +
      `<dt>${escape(TEXT.origin)}</dt><dd><code>${escape(parsed.origin)}</code></dd></dl>` +
      `<p class="warning">${escape(TEXT.warning)}</p>` +
      `<form method="post" action="/preview" class="actions"><input type="hidden" name="csrfmiddlewaretoken" value="${escape(csrf)}">` +
      `<input type="hidden" name="preview" value="${escape(`${parsed.remote}@${parsed.entry}`)}">` +
      `<button type="submit">${escape(TEXT.start)}</button><a href="/">${escape(TEXT.cancel)}</a></form></div>`;
    return reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(standalonePage(await institutionOf(app.db), TEXT.title, content, { style: STYLE }));
  }

  app.decorate('preview', { of, confirm });

  /** A post from one of the site's pages carrying this session's own CSRF token (not merely the cookie's). */
  async function postIsTheSessions(request: FastifyRequest): Promise<boolean> {
    if (!formIsOurs(config, request)) return false;
    const { sessionId } = await visitorOf(app.db, config, request);
    const given = (request.body as Record<string, unknown> | undefined)?.csrfmiddlewaretoken;
    return !sessionId || (typeof given === 'string' && csrfTokenMatches(given, sessionCsrfToken(config.secretKey, sessionId)));
  }

  // The confirmation's button.
  app.post('/preview', async (request, reply) => {
    if (!(await postIsTheSessions(request)) || !request.cookies[CSRF_COOKIE]) return refuse(reply, 403, TEXT.expired);
    const checked = await check(request, reply, (request.body as Record<string, unknown> | undefined)?.preview);
    if ('refused' in checked) return checked.refused;
    const { parsed, sessionId } = checked;
    // A cookie of the browser's session: it goes when the browser closes, and means nothing once the session ends.
    setPreviewCookie(request, reply, previewCookieValue(config.secretKey, sessionId, parsed));
    request.log.info({ remote: parsed.remote, entry: parsed.entry }, 'a preview was started');
    return reply.code(303).header('location', '/').header('cache-control', 'no-store').send();
  });

  // The banner's button: back to the page it was pressed on, drawn again with the release in force.
  app.post('/preview/end', async (request, reply) => {
    if (!(await postIsTheSessions(request))) return refuse(reply, 403, TEXT.expired);
    clearPreviewCookie(request, reply);
    const back = sitePath(request.headers.referer, ownOrigins(config, request));
    return reply.code(303).header('location', back).header('cache-control', 'no-store').send();
  });
}

export default fp(previewPlugin, { name: 'site-preview' });
