// Security headers on every answer, through helmet: a Content-Security-Policy for the pages (scripts
// only from this site, the remotes' hosts and the host page's own inline boot script by its hash; never
// 'unsafe-inline' for scripts), a locked-down one for API answers, frame-ancestors, and HSTS when the visit came
// over https (directly or through a trusted proxy, TRUST_PROXY).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { builtText } from '../builtFiles';
import type { Config } from '../config';
import { remoteUrlsOf, type Release } from '../releases';
import { bucketOrigin } from '../storage/s3';
import { SIGN_IN_PATH } from './forms';

type Source = string | ((request: FastifyRequest['raw'], response: FastifyReply['raw']) => string);
export type Directives = Record<string, Source[]>;

/** Where the footer's map preview opens its frame (remote-public MapPreview: maps.google.com, which may hop). */
export const MAP_FRAME_SOURCES = ['https://maps.google.com', 'https://www.google.com'];

/** The origins other than this site's that the pages load code from: the remotes when served from elsewhere. */
export function remoteOrigins(urls: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(urls)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** `'sha256-…'` of each inline script a page carries that the browser runs (not `application/json` data). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of the built host page's inline scripts, recomputed when a rebuild changes the page. */
function hostPageHashes(indexFile: string): () => string {
  let seen: string | null = null;
  let answer = '';
  return () => {
    const html = builtText(indexFile);
    if (html !== seen) {
      seen = html;
      answer = html === null ? '' : inlineScriptHashes(html).join(' ');
    }
    return answer;
  };
}

/**
 * The policy of the site's pages (the public site, the dashboard, the host page they share). Styles may be
 * inline: React draws `style` attributes and the remotes add their stylesheets at run time, and a style cannot
 * run code (Swagger UI at /api/docs/ needs the same).
 */
export function pageDirectives(
  config: Pick<Config, 'remoteUrls' | 'publicUrl' | 'staticRoots' | 's3' | 'mediaRedirect'>,
  release: () => Release | null = () => null,
  /** Origins allowed beside the release's remotes' (a preview's build, site/preview.ts). */
  alsoFrom: readonly string[] = [],
): Directives {
  // The remotes' origins as the release in force has them (a new release changes them without a restart).
  let seen: Release | null | undefined;
  let origins = '';
  const remotes = () => {
    const now = release();
    if (now !== seen) {
      seen = now;
      origins = [...remoteOrigins(remoteUrlsOf(config, now)), ...alsoFrom].join(' ');
    }
    return origins;
  };
  const media = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  // MEDIA_REDIRECT: pictures and files come from the bucket's presigned URLs (static.ts).
  if (config.mediaRedirect && config.s3) media.push(bucketOrigin(config.s3));
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", remotes, hostPageHashes(path.join(config.staticRoots.host, 'index.html'))],
    'style-src': ["'self'", remotes, "'unsafe-inline'"],
    // data: for the drawn icons, blob: for the dashboard's preview of a picture before it is uploaded; a remote's
    // own pictures (its logo) come from where it is served.
    'img-src': ["'self'", 'data:', 'blob:', ...media, remotes],
    'media-src': ["'self'", ...media],
    'font-src': ["'self'", 'data:', remotes],
    // The service worker fetches the remotes too, under the policy its own script was served with.
    'connect-src': ["'self'", remotes],
    'frame-src': [...MAP_FRAME_SOURCES],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** A policy's directives as its header reads: each directive's sources, those made per answer made now. */
function policyText(directives: Directives): string {
  const now = (source: Source) => (typeof source === 'function' ? source(undefined as never, undefined as never) : source);
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.map(now).filter(Boolean)].join(' '))
    .join(';');
}

/**
 * The pages' policy for one answer whose scripts come from elsewhere than the release in force says (static.ts):
 * a page drawn with another `release` (a kept copy served after a swap: the origins its own scripts, styles and
 * pictures come from, which it names), or a browser's preview, whose origin is allowed `alsoFrom`. Made as such
 * an answer is sent, so it is never older than the host page.
 */
export function pagePolicy(config: Parameters<typeof pageDirectives>[0], release: Release | null, alsoFrom: readonly string[] = []): string {
  return policyText(pageDirectives(config, () => release, alsoFrom));
}

/** API answers are data: nothing in them may load, run or be framed. */
export const API_DIRECTIVES: Record<string, string[]> = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * The headers of an error answered before any hook ran (a URL the router cannot decode, a request the HTTP parser
 * refuses: app.ts), where helmet never sees the reply: the API's policy, since such an answer is a
 * JSON body that nothing may load, run or frame, and helmet's other headers as it sets them on API answers.
 */
export const ERROR_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': policyText(API_DIRECTIVES),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
};

/**
 * Whether a page the server drew goes out without helmet's `Cross-Origin-Opener-Policy: same-origin`: a page the same
 * for every visitor (no session, no form answer of theirs), other than the sign-in page. That header puts the page in
 * a browsing context group of its own, so that a window of another site that opened it, or that it opens, holds no
 * reference to it and, on Android, shares no process with it. It guards what the page holds: a session, a password
 * being typed. A public page drawn for anyone holds neither, and the header costs each arrival from another site
 * (a shared link, a search result) a new group: the navigation's commit takes two to four times as long on the
 * phone's processor (docs/security.md). Staff pages, the sign-in page and pages drawn for a signed-in visitor keep it.
 */
export function opensWithoutIsolation(pathname: string, personal: boolean): boolean {
  return !personal && pathname.replace(/\/$/, '') !== SIGN_IN_PATH;
}

/** Helmet's headers other than the policy, the same on every answer. */
const HELMET_OPTIONS = {
  strictTransportSecurity: false, // below: only on https, where the browser heeds it
  xFrameOptions: { action: 'sameorigin' },
  referrerPolicy: { policy: 'same-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Pages and uploads are for this site; a remote's files may be loaded by a host elsewhere (below).
  crossOriginResourcePolicy: { policy: 'same-site' },
} satisfies HelmetOptions;

/**
 * The built files a page loads and never opens as a page: scripts, stylesheets, their source maps and the JSON
 * listings beside them (`/release.json`, a remote's `files.json`). Not the service worker's script (`/sw.js`, whose
 * policy is the worker's own: what it may fetch), not the API (its own) and not uploads.
 */
export function isLoadedFile(url: string): boolean {
  const pathname = url.split('?', 1)[0];
  return /\.(?:js|css|map|json)$/.test(pathname) && pathname !== '/sw.js' && !pathname.startsWith('/api/') && !pathname.startsWith('/media/');
}

/**
 * Helmet's headers that only a document heeds, left off the answers that are data or code (the API's, a loaded
 * file's): a browser applies none of them to a script or a stylesheet, and to JSON only when it is opened as a
 * document of its own, where they guard nothing (COOP and Origin-Agent-Cluster keep a page's windows and process to
 * itself, X-DNS-Prefetch-Control governs a page's links, X-Download-Options an HTML download in IE 8,
 * X-XSS-Protection a page in old browsers). OWASP's REST Security Cheat Sheet asks of API answers no more than the
 * headers these keep: `nosniff`, `X-Frame-Options`, a policy of `default-src 'none'; frame-ancestors 'none'`, the
 * `Referrer-Policy` (and HSTS and the cache policy, set elsewhere). Over HTTP/1.1 each answer's headers cross the line
 * uncompressed: an app's start loads thirteen scripts, 0.5 KB lighter each, and every API answer is 146 bytes and
 * five headers lighter (the server writes and the client reads fewer; docs/security.md).
 */
const DOCUMENT_ONLY = { crossOriginOpenerPolicy: false, originAgentCluster: false, xDnsPrefetchControl: false, xDownloadOptions: false, xXssProtection: false } satisfies HelmetOptions;

async function securityHeaders(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  // Helmet's middleware, made once for the pages and once for the rest. (@fastify/helmet makes it anew for every
  // request, parsing the policy each time: a twentieth of a cached list's processor.) API answers (unknown /api/
  // paths included) get the API's policy; the docs page (Swagger UI, its files from this server) is a page. A loaded
  // file gets the API's policy too: opened by itself as a document, nothing in it may load, run or be framed (the
  // page that loads a script or stylesheet applies its own policy to it).
  const pages = helmet({ ...HELMET_OPTIONS, contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(config, () => app.releases.current()) } });
  const dataAndCode = helmet({ ...HELMET_OPTIONS, ...DOCUMENT_ONLY, contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES } });
  app.addHook('onRequest', (request, reply, done) => {
    if (config.hstsSeconds > 0 && request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${config.hstsSeconds}`);
    }
    if (request.url.startsWith('/remotes/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs/');
    const headers = api || isLoadedFile(request.url) ? dataAndCode : pages;
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
