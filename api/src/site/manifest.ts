// What makes the site installable: `/manifest.webmanifest` (the web app manifest, named after the institution)
// and its icons under `/icons/`, drawn with sharp from the institution's logo, or from the site's crest (the
// favicon of host/public/index.html, kept as crest.svg beside this file) while there is none. Icons are drawn once
// per logo and kept in memory; a new logo (uploads get new names) draws them anew.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, REPO_ROOT } from '../config';
import { notFound } from '../errors';
import { openImage } from '../uploads';

export const MANIFEST_TYPE = 'application/manifest+json';
export const THEME_COLOR = '#1f7a34';
export const BACKGROUND_COLOR = '#ffffff';

/** The name while no institution is entered yet. */
const FALLBACK_NAME = 'কলেজ';

/** A launcher shows about twelve characters under an icon. */
const SHORT_NAME_LENGTH = 12;

const CREST_FILE = path.join(REPO_ROOT, 'api/src/site/crest.svg');

interface Icon {
  size: number;
  /** Drawn inside the maskable safe zone (the centre circle of 80%) on a full background. */
  maskable: boolean;
}

export const ICONS: Record<string, Icon> = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'icon-maskable-512.png': { size: 512, maskable: true },
};

const graphemes = (text: string) => [...new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(text)].length;

/** The name when it is short; else its first and last words ("চন্দনপুর কলেজ"), else its first word. */
export function shortName(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const candidates = [words.join(' '), words.length > 2 ? `${words[0]} ${words[words.length - 1]}` : '', words[0] ?? ''];
  return candidates.find((candidate) => candidate !== '' && graphemes(candidate) <= SHORT_NAME_LENGTH) ?? words[0] ?? FALLBACK_NAME;
}

export function webManifest(institutionName: string | null | undefined) {
  const name = institutionName?.trim() || FALLBACK_NAME;
  return {
    id: '/',
    name,
    short_name: shortName(name),
    description: 'কলেজের ওয়েবসাইট: নোটিশ, ভর্তি, শিক্ষক ও কর্মচারী, গ্যালারি এবং যোগাযোগ।',
    lang: 'bn',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: Object.entries(ICONS).map(([file, icon]) => ({
      src: `/icons/${file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

interface Drawn {
  png: Buffer;
  etag: string;
}

const etagOf = (data: Buffer | string) => `"${createHash('sha256').update(data).digest('base64url').slice(0, 22)}"`;

/**
 * An icon's PNG: quantized to a palette (libimagequant), a third of the bytes of a full-colour one (the 192 px
 * icon of the demo logo 16 KB instead of 52; Chrome fetches it on a visitor's first page, for installing).
 */
const ICON_PNG = { palette: true, quality: 90, effort: 10, compressionLevel: 9 } as const;

async function draw(source: Buffer, { size, maskable }: Icon): Promise<Buffer> {
  // An SVG is rasterised at the density that gives the icon's size, so it stays sharp.
  const input = () => openImage(source, { density: 72 * 8 });
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  if (!maskable) return input().resize(size, size, { fit: 'contain', background: transparent }).png(ICON_PNG).toBuffer();
  const inner = Math.round(size * 0.72);
  const mark = await input().resize(inner, inner, { fit: 'contain', background: transparent }).png().toBuffer();
  return openImage(undefined, { create: { width: size, height: size, channels: 4, background: BACKGROUND_COLOR } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png(ICON_PNG)
    .toBuffer();
}

/** The icons of the current logo, drawn on first request. */
class IconCache {
  private logo: string | null | undefined = undefined;
  private drawn = new Map<string, Promise<Drawn>>();
  private crest: Promise<Buffer> | null = null;

  constructor(private readonly mediaRoot: string) {}

  get(logo: string | null, file: string, icon: Icon): Promise<Drawn> {
    if (logo !== this.logo) {
      this.logo = logo;
      this.drawn = new Map();
    }
    let drawn = this.drawn.get(file);
    if (!drawn) {
      drawn = this.draw(logo, icon);
      this.drawn.set(file, drawn);
      drawn.catch(() => this.drawn.delete(file)); // a failure is tried again on the next request
    }
    return drawn;
  }

  private async draw(logo: string | null, icon: Icon): Promise<Drawn> {
    const crest = (this.crest ??= readFile(CREST_FILE));
    const logoFile = logo ? this.logoFile(logo) : null;
    if (logoFile) {
      try {
        const png = await draw(await readFile(logoFile), icon);
        return { png, etag: etagOf(png) };
      } catch {
        // A logo that is gone or cannot be read: the crest, rather than no icon.
      }
    }
    const png = await draw(await crest, icon);
    return { png, etag: etagOf(png) };
  }

  /** The logo's file under MEDIA_ROOT (null for a stored path that would lead out of it). */
  private logoFile(relative: string): string | null {
    const file = path.resolve(this.mediaRoot, relative);
    return file.startsWith(path.resolve(this.mediaRoot) + path.sep) ? file : null;
  }
}

function send(request: FastifyRequest, reply: FastifyReply, type: string, etag: string, body: Buffer | string): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

async function siteManifest(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const icons = new IconCache(options.config.mediaRoot);
  const institution = () => app.db.selectFrom('institutions').select(['name', 'logo']).orderBy('id', 'asc').limit(1).executeTakeFirst();

  app.get('/manifest.webmanifest', async (request, reply) => {
    const body = JSON.stringify(webManifest((await institution())?.name));
    return send(request, reply, MANIFEST_TYPE, etagOf(body), body);
  });

  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const icon = Object.hasOwn(ICONS, request.params.file) ? ICONS[request.params.file] : undefined;
    if (!icon) throw notFound();
    const { png, etag } = await icons.get((await institution())?.logo ?? null, request.params.file, icon);
    return send(request, reply, 'image/png', etag, png);
  });
}

export default fp(siteManifest, { name: 'site-manifest' });
