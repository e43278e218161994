// What makes the site installable: `/manifest.webmanifest` (the web app manifest, named after the institution)
// and its icons under `/icons/`, drawn with sharp from the institution's logo, or from the site's crest (the
// favicon of host/public/index.html, kept as crest.svg beside this file) while there is none. Icons are drawn once
// per logo and kept in memory; a new logo (uploads get new names) draws them anew.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SITE_COLOURS } from '../colours';
import { type Config, REPO_ROOT } from '../config';
import { notFound } from '../errors';
import { type Storage, storageOf } from '../storage';
import { openImage } from '../uploads';

export const MANIFEST_TYPE = 'application/manifest+json';
export const THEME_COLOR = SITE_COLOURS.greenText;
export const BACKGROUND_COLOR = SITE_COLOURS.white;

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

let crest: Promise<Buffer> | null = null;

/**
 * What `use` makes of the institution's logo (its key in the storage), or of the site's crest when there
 * is no logo, or it is gone or cannot be read as an image: a picture of the college rather than none. The icons
 * here and the link-preview cards (cards/) show the college so.
 */
export async function withMark<T>(storage: Storage, logo: string | null, use: (source: Buffer) => Promise<T>): Promise<T> {
  if (logo) {
    try {
      const source = await storage.read(logo);
      if (source) return await use(source);
    } catch {
      // the crest, below
    }
  }
  crest ??= readFile(CREST_FILE).catch((error: unknown) => {
    crest = null;
    throw error;
  });
  return use(await crest);
}

/**
 * A mark (a logo in any format sharp reads, or the crest's SVG) fitted into a transparent square of `size` pixels.
 * An SVG is rasterised at a density that keeps it sharp at any size these are drawn at.
 */
export function fittedMark(source: Buffer, size: number): ReturnType<typeof openImage> {
  return openImage(source, { density: 72 * 8 }).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
}

async function draw(source: Buffer, { size, maskable }: Icon): Promise<Buffer> {
  if (!maskable) return fittedMark(source, size).png(ICON_PNG).toBuffer();
  const mark = await fittedMark(source, Math.round(size * 0.72)).png().toBuffer();
  return openImage(undefined, { create: { width: size, height: size, channels: 4, background: BACKGROUND_COLOR } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png(ICON_PNG)
    .toBuffer();
}

/** The icons of the current logo, drawn on first request. */
class IconCache {
  private logo: string | null | undefined = undefined;
  private drawn = new Map<string, Promise<Drawn>>();

  constructor(private readonly storage: Storage) {}

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
    const png = await withMark(this.storage, logo, (source) => draw(source, icon));
    return { png, etag: etagOf(png) };
  }
}

function send(request: FastifyRequest, reply: FastifyReply, type: string, etag: string, body: Buffer | string): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

async function siteManifest(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const icons = new IconCache(storageOf(options.config));
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
