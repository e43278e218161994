// The built frontends and the uploads, served by the API process: the host at `/`, each remote under
// `/remotes/<name>/`, uploads under `/media/`, and `/remotes.json` made from the configured remote URLs so a
// remote can move without rebuilding the host. Unknown page URLs fall back to the host's index.html (SPA).
// Uploads come from the storage (storage/): MEDIA_ROOT through @fastify/static, or the bucket streamed through here
// (with ranges, for PDFs), or with MEDIA_REDIRECT=1 a redirect to a short-lived presigned URL of the bucket.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import { notFound } from './errors';
import { builtText } from './builtFiles';
import { cachedBody, sendEntry } from './resources/cache';
import type { FormState } from 'remote_shared/schemas';
import { releaseEntriesOf, remoteUrlsOf } from './releases';
import { createPageRenderer, type PageRenderer } from './render';
import { takeFlash } from './site/forms';
import { previewBanner, withBanner, withPreviewEntry, type Preview } from './site/preview';
import { pageCsrfToken, visitorOf } from './render/visitor';
import { markHtml } from './render/assemble';
import { PAGE_VARY } from './render/light';
import { opensWithoutIsolation, pagePolicy } from './site/security';
import { contentTypeOf, isSafeKey, PRESIGN_SECONDS, PRESIGN_WINDOW_SECONDS, type Storage, storageOf } from './storage';
import { imageVariant } from './uploads';
import { forgetVariant } from './uploads/variants';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the public page at `request.url`, drawn on the server; `form` is the answer to a form posted there
     * without JavaScript (site/forms.ts), drawn into the page with the reply's status (400 for a refused form).
     */
    sendPage(request: FastifyRequest, reply: FastifyReply, form?: FormState | null): Promise<FastifyReply>;
    /** The server's drawing of public pages (render/): how many it has drawn, for the metrics and the tests. */
    pageRenderer: Pick<PageRenderer, 'drawn'>;
  }
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

// Entry points keep their names across builds, so browsers must revalidate them; everything they load is hashed.
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'remoteEntry.js', 'mf-manifest.json', 'sw.js']);
// webpack names chunks `[name].[contenthash:10].js`; a file without such a hash could change under its name.
const HASHED_NAME = /[.-][0-9a-f]{8,}(?=[.-])/i;

/** Cache policy of a built file, from its name (a `.br`/`.gz` sibling counts as the file it compresses). */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

// Uploaded files are shown inline only when they are one of these; anything else downloads, never renders.
const INLINE_MEDIA_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);

/**
 * How a stored file goes out: its type, shown inline when it is one of INLINE_MEDIA_TYPES; anything else as a
 * download of bytes, and any file as a download when the URL asks (`?download=1`, the notice page's button).
 */
export function mediaHeaders(type: string, download: boolean): { contentType: string; contentDisposition?: string } {
  if (!INLINE_MEDIA_TYPES.has(type)) return { contentType: 'application/octet-stream', contentDisposition: 'attachment' };
  return download ? { contentType: type, contentDisposition: 'attachment' } : { contentType: type };
}

/**
 * A redirect to a presigned URL of the bucket (MEDIA_REDIRECT=1). Never immutable: the URL expires. Browsers may
 * keep the redirect until the end of the signing window (storage/s3.ts), when the URL they hold stays valid for
 * PRESIGN_SECONDS - PRESIGN_WINDOW_SECONDS more at least, so a cached redirect never leads to an expired URL.
 */
async function redirectToBucket(storage: Storage, reply: FastifyReply, key: string, type: string, download: boolean, now: number): Promise<FastifyReply> {
  const url = await storage.presign(key, mediaHeaders(type, download));
  if (!url) throw notFound();
  const window = PRESIGN_WINDOW_SECONDS * 1000;
  const left = Math.max(0, Math.floor((window - (now % window)) / 1000));
  return reply.header('cache-control', `private, max-age=${Math.min(left, PRESIGN_SECONDS)}`).redirect(url, 302);
}

/**
 * Whether a GET or HEAD of `pathname` asks for a page of the site, whatever its Accept header says: every path
 * outside the API and the uploads that names no file (`/notice`, `/dashboard/students`, `/no/such/page`). Link
 * previewers (Facebook's, WhatsApp's), crawlers, uptime monitors and curl ask with `*\/*` or with no Accept at
 * all, and must get the page as a browser does; a path with a file's extension stays a plain 404.
 */
export function isPagePath(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

async function staticPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { staticRoots, mediaRoot } = options.config;
  const indexFile = path.join(staticRoots.host, 'index.html');
  const storage = storageOf(options.config);
  const redirect = Boolean(options.config.mediaRedirect) && storage.kind === 's3';
  // Uploads land here; serving it must not depend on a first upload.
  if (storage.kind === 'disk') await mkdir(mediaRoot, { recursive: true });

  const pages = createPageRenderer(app, options.config);
  app.decorate('pageRenderer', { drawn: () => pages.drawn() });
  app.addHook('onClose', () => pages.close());
  // The renderer process starts with the server, not with its first visitor.
  app.addHook('onReady', async () => void pages.start());

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, form: FormState | null = null): Promise<FastifyReply> {
    const html = builtText(indexFile); // looked at again each second: a rebuild is live without a restart
    if (html === null) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet. Run `npm run build`, then reload this page.\n');
    }
    if (request.method === 'GET' && (request.query as Record<string, unknown>).preview !== undefined) return app.preview.confirm(request, reply);
    const preview = await app.preview.of(request);
    if (preview) return sendPreviewPage(request, reply, html, preview);
    // A public page goes out drawn, with its data (render/); the bare host page when it cannot be. A page drawn
    // for one visitor (signed in, or answering their form) is theirs alone: no shared cache may keep it.
    const drawn = await pages.render(request, reply, html, form ?? takeFlash(request, reply));
    if (drawn) reply.code(form && drawn.status === 200 ? reply.statusCode : drawn.status);
    // A page that is the same for every visitor goes out compressed once, with an ETag (a 304 for a phone that has
    // it); a page drawn for one visitor is compressed at once, quickly (not through a stream), with its own ETag.
    if (drawn) {
      if (drawn.release !== app.releases.current()) reply.header('content-security-policy', pagePolicy(options.config, drawn.release));
      // helmet set it on the raw response, as it does every header.
      if (opensWithoutIsolation(request.url.split('?')[0], drawn.personal)) reply.raw.removeHeader('cross-origin-opener-policy');
      const entry = drawn.shared ?? cachedBody('', drawn.html, 'text/html; charset=utf-8');
      return sendEntry(request, reply.header('vary', PAGE_VARY), entry, drawn.personal ? 'private, no-cache' : NO_CACHE);
    }
    return reply.header('cache-control', NO_CACHE).header('vary', PAGE_VARY).type('text/html; charset=utf-8').send(html);
  }
  app.decorate('sendPage', sendIndex);

  /**
   * A page of a browser with a preview on (site/preview.ts): never drawn here (the server draws with the release in
   * force alone, and keeps nothing of this), the bare host page, with the banner, signed in as the Admin it is, for
   * this browser alone, under a policy that allows the preview's origin.
   */
  async function sendPreviewPage(request: FastifyRequest, reply: FastifyReply, html: string, preview: Preview): Promise<FastifyReply> {
    const { sessionId } = await visitorOf(app.db, options.config, request);
    const banner = previewBanner(preview, pageCsrfToken(options.config, request, reply, sessionId));
    // This answer's policy: the preview's origin allowed beside the remotes'.
    reply.header('content-security-policy', pagePolicy(options.config, app.releases.current(), [preview.origin]));
    return reply
      .header('cache-control', 'private, no-cache')
      .header('vary', PAGE_VARY)
      .type('text/html; charset=utf-8')
      .send(withBanner(markHtml(html, ' data-auth="admin"'), banner));
  }


  /** A list of the remotes as this browser sees it: the release's, or with its preview's entry in place (private). */
  async function sendReleaseList(request: FastifyRequest, reply: FastifyReply, list: Record<string, unknown>, entry: (url: string) => unknown): Promise<FastifyReply> {
    const preview = await app.preview.of(request);
    if (!preview) return reply.header('cache-control', NO_CACHE).send(list);
    return reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').send(withPreviewEntry(list, preview, entry(preview.entry)));
  }

  app.get('/', async (request, reply) => sendIndex(request, reply));

  // `{ name: entry URL }`, as a host already shipped reads it; the release's pins and labels beside it, for hosts
  // that load each entry with its integrity. A browser with a preview on gets its preview's entry, unpinned.
  app.get('/remotes.json', async (request, reply) => sendReleaseList(request, reply, remoteUrlsOf(options.config, app.releases.current()), (entry) => entry));
  app.get('/release.json', async (request, reply) => sendReleaseList(request, reply, releaseEntriesOf(options.config, app.releases.current()), (entry) => ({ entry, version: 'preview' })));

  const builtFiles = {
    wildcard: true, // files of a newer build are served without a restart
    index: false as const,
    dotfiles: 'ignore' as const,
    cacheControl: false,
    preCompressed: true,
    decorateReply: false,
    // Built files all have an extension; a page's path (`/notice`) goes straight to the page, without looking
    // for a file of that name first (file-system calls on the thread pool that every page view would queue for).
    allowedPath: (pathname: string) => /\.[a-z0-9]+$/i.test(pathname),
    setHeaders: (res: SetHeadersResponse, filePath: string) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
    },
  };
  await app.register(fastifyStatic, { ...builtFiles, root: staticRoots.host, prefix: '/' });
  await app.register(fastifyStatic, { ...builtFiles, root: staticRoots.shared, prefix: '/remotes/shared/' });
  await app.register(fastifyStatic, { ...builtFiles, root: staticRoots.public, prefix: '/remotes/public/' });
  await app.register(fastifyStatic, { ...builtFiles, root: staticRoots.dashboard, prefix: '/remotes/dashboard/' });

  // A display-size copy of an uploaded image (uploads/variants.ts): `/media/_w/640/gallery/3f9c2a.jpg`.
  app.get<{ Params: { width: string; '*': string } }>('/media/_w/:width/*', async (request, reply) => {
    const width = /^\d{1,4}$/.test(request.params.width) ? Number(request.params.width) : NaN;
    let made = await imageVariant(storage, width, request.params['*']);
    if (made && redirect) return redirectToBucket(storage, reply, made.key, 'image/webp', false, options.config.now());
    let data = made && (made.data ?? (await storage.read(made.key)));
    if (made && !data) {
      // Known here, but removed since by another process (its original was replaced): made again, or gone.
      forgetVariant(storage, made.key);
      made = await imageVariant(storage, width, request.params['*']);
      data = made && (made.data ?? (await storage.read(made.key)));
    }
    if (!data) throw notFound();
    return reply.header('cache-control', IMMUTABLE).type('image/webp').send(data);
  });

  await app.register(async (media) => {
    media.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 300) return payload;
      const type = String(reply.getHeader('content-type') ?? '').split(';')[0].trim();
      // `?download=1`: the notice page's download button (opening it shows the PDF where the browser can).
      const sent = mediaHeaders(type, (request.query as Record<string, unknown>).download !== undefined);
      if (sent.contentType !== type) reply.header('content-type', sent.contentType);
      if (sent.contentDisposition) reply.header('content-disposition', sent.contentDisposition);
      return payload;
    });
    if (storage.kind !== 'disk') {
      media.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
        const key = request.params['*'];
        // As @fastify/static's `dotfiles: 'deny'` on disk: the variants and cards folders are never served directly.
        if (!isSafeKey(key) || key.split('/').some((part) => part.startsWith('.'))) throw notFound();
        const type = contentTypeOf(key);
        const download = (request.query as Record<string, unknown>).download !== undefined;
        // No look-up first: a missing file's presigned URL answers 404 from the bucket.
        if (redirect) return redirectToBucket(storage, reply, key, type, download, options.config.now());
        const range = request.headers.range;
        const opened = await storage.open(key, typeof range === 'string' ? range : undefined);
        if (!opened) throw notFound();
        reply.header('accept-ranges', 'bytes').header('last-modified', new Date(opened.modifiedMs).toUTCString());
        if (!opened.body) return reply.code(416).header('content-range', `bytes */${opened.size}`).send();
        // Stored names are random and never reused, so a file under a URL never changes.
        reply.header('cache-control', IMMUTABLE).header('etag', opened.etag).type(type);
        if (opened.range) {
          const { start, end } = opened.range;
          reply.code(206).header('content-range', `bytes ${start}-${end}/${opened.size}`).header('content-length', end - start + 1);
        } else {
          reply.header('content-length', opened.size);
        }
        return reply.send(opened.body);
      });
      return;
    }
    await media.register(fastifyStatic, {
      root: mediaRoot,
      prefix: '/media/',
      wildcard: true,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      decorateReply: false,
      // Stored names are random and never reused, so a file under a URL never changes.
      setHeaders: (res: SetHeadersResponse) => {
        res.setHeader('cache-control', IMMUTABLE);
      },
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (isPagePath(request.method, request.url.split('?')[0])) return sendIndex(request, reply);
    throw notFound();
  });
}

export default fp(staticPlugin, { name: 'static' });
