// What crawlers and feed readers ask a site for: `/feed.xml` (RSS 2.0 of the latest notices), `/sitemap.xml` (the
// public pages the public remote's table lists, pages.ts, and every notice page) and `/robots.txt`. Their URLs are
// absolute, so they are made only from the site's own origin (origin.ts): PUBLIC_URL, or an allowed Host; a forged
// Host gets 400, never its own name back.
// Each answer is cached per origin and data version like the API's lists (resources/cache.ts): one query and one
// compression per write, an ETag, and 304 for a reader that already has it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ApiError } from '../errors';
import { ListCache, sendEntry } from '../resources/cache';
import { readVersions } from '../resources/versions';
import { type Storage, storageOf } from '../storage';
import { mediaUrl } from '../uploads/storage';
import { siteOrigin } from '../origin';
import { sitemapPaths } from './pages';

/** Notices in the feed. */
export const FEED_SIZE = 50;

/** A sitemap holds at most 50,000 URLs (sitemaps.org); beyond that the oldest notices are left out. */
const SITEMAP_MAX_URLS = 50_000;

/** The name the feed carries when no institution is entered yet. */
const FALLBACK_NAME = 'কলেজ';

/** Whatever any of these answers shows changes only with these resources. */
const VERSIONED = ['notices', 'institutions'] as const;

const CACHE_CONTROL = 'no-cache';

/** Characters XML 1.0 cannot hold at all (C0 controls but tab and newlines, lone surrogates, U+FFFE/U+FFFF). */
// eslint-disable-next-line no-control-regex -- these control characters are what it finds (to leave them out)
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for XML content or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Minutes east of UTC of `timeZone` at `instant`. */
function offsetMinutes(timeZone: string, instant: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

/**
 * A notice's date (`YYYY-MM-DD`, a day in the college's time zone) as an RFC 822 date: that day's midnight there,
 * `Mon, 10 Mar 2025 00:00:00 +0600`.
 */
export function rfc822Date(date: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const midnightUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(midnightUtc)) return null;
  const guess = offsetMinutes(timeZone, midnightUtc);
  const offset = offsetMinutes(timeZone, midnightUtc - guess * 60_000);
  const day = new Date(midnightUtc);
  const sign = offset < 0 ? '-' : '+';
  const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}${String(Math.abs(offset) % 60).padStart(2, '0')}`;
  return `${DAYS[day.getUTCDay()]}, ${m[3]} ${MONTHS[day.getUTCMonth()]} ${m[1]} 00:00:00 ${sign}${hhmm}`;
}

/** An ISO timestamp (`2025-01-31T09:30:00.000Z`) as an RFC 822 date in GMT. */
function rfc822Timestamp(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toUTCString();
}

/** The size in bytes of a stored file, or null when it is missing (or its name leads outside the storage). */
async function storedSize(storage: Storage, relative: string): Promise<number | null> {
  try {
    return (await storage.stat(relative))?.size ?? null;
  } catch {
    return null; // the storage does not answer: the feed goes out without this length
  }
}

async function buildFeed(app: FastifyInstance, config: Config, origin: string): Promise<string> {
  const [institution, notices] = await Promise.all([
    app.db.selectFrom('institutions').select(['name', 'updated_at']).orderBy('id', 'asc').limit(1).executeTakeFirst(),
    app.db
      .selectFrom('notices')
      .select(['id', 'title', 'description', 'pdf_file', 'date', 'category', 'updated_at'])
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(FEED_SIZE)
      .execute(),
  ]);
  const name = institution?.name?.trim() || FALLBACK_NAME;
  const storage = storageOf(config);
  const sizes = await Promise.all(notices.map(async (n) => (n.pdf_file ? storedSize(storage, n.pdf_file) : null)));
  // The newest change among what the feed shows: the same data gives the same feed (and ETag) in every process.
  const changed = [institution?.updated_at, ...notices.map((n) => n.updated_at)].filter((t): t is string => !!t).sort().pop();
  const lastBuild = (changed && rfc822Timestamp(changed)) ?? new Date(config.now()).toUTCString();

  const items = notices.map((notice, i) => {
    const link = escapeXml(`${origin}/notice/${notice.id}`);
    const lines = [
      '<item>',
      `<title>${escapeXml(notice.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
    ];
    const pubDate = rfc822Date(notice.date, config.timeZone);
    if (pubDate) lines.push(`<pubDate>${pubDate}</pubDate>`);
    if (notice.description?.trim()) lines.push(`<description>${escapeXml(notice.description)}</description>`);
    if (notice.category?.trim()) lines.push(`<category>${escapeXml(notice.category)}</category>`);
    const size = sizes[i];
    if (notice.pdf_file && size !== null) {
      const url = escapeXml(mediaUrl({ publicUrl: origin }, notice.pdf_file));
      lines.push(`<enclosure url="${url}" length="${size}" type="application/pdf"/>`);
    }
    lines.push('</item>');
    return lines.join('\n');
  });

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(name)}</title>`,
    `<link>${escapeXml(`${origin}/notice`)}</link>`,
    `<description>${escapeXml(`${name}-এর সর্বশেষ নোটিশ`)}</description>`,
    '<language>bn</language>',
    `<lastBuildDate>${lastBuild}</lastBuildDate>`,
    `<atom:link href="${escapeXml(`${origin}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

async function buildSitemap(app: FastifyInstance, origin: string, pages: readonly string[]): Promise<string> {
  // Only the two columns it needs, newest first, so thousands of notices stay one light query.
  const notices = await app.db
    .selectFrom('notices')
    .select(['id', 'updated_at', 'date'])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(SITEMAP_MAX_URLS - pages.length)
    .execute();
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (const page of pages) parts.push(`<url><loc>${escapeXml(origin + page)}</loc></url>\n`);
  for (const notice of notices) {
    const lastmod = notice.updated_at || notice.date;
    parts.push(`<url><loc>${escapeXml(`${origin}/notice/${notice.id}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

function buildRobots(origin: string | null): string {
  const lines = ['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api/'];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return lines.join('\n') + '\n';
}

/** The 400 Django answers a request whose Host is not allowed (without echoing that host). */
function invalidHost(): ApiError {
  return new ApiError(400, { detail: 'Invalid HTTP_HOST header.' }, { 'cache-control': 'no-store' });
}

async function feedsPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  const cache = new ListCache(100);

  /** Serves `build(origin)` from the cache while notices and institutions (and what `also` names) are unchanged. */
  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    origin: string | null,
    route: string,
    type: string,
    build: () => Promise<string> | string,
    also = '',
  ): Promise<FastifyReply> {
    const key = `${origin ?? ''}${route}`;
    const version = `${await readVersions(app.db, VERSIONED)} ${also}`;
    const entry = cache.get(key, version) ?? cache.setBody(key, version, await build(), type);
    return sendEntry(request, reply, entry, CACHE_CONTROL);
  }

  app.get('/feed.xml', async (request, reply) => {
    const origin = siteOrigin(config, request);
    if (!origin) throw invalidHost();
    return serve(request, reply, origin, '/feed.xml', 'application/rss+xml; charset=utf-8', () => buildFeed(app, config, origin));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(config, request);
    if (!origin) throw invalidHost();
    // A new build of the public remote may list other pages: the kept sitemap is for these.
    const pages = sitemapPaths(config, app.releases.current());
    return serve(request, reply, origin, '/sitemap.xml', 'application/xml; charset=utf-8', () => buildSitemap(app, origin, pages), pages.join(' '));
  });

  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin(config, request);
    return serve(request, reply, origin, '/robots.txt', 'text/plain; charset=utf-8', () => buildRobots(origin));
  });
}

export default fp(feedsPlugin, { name: 'site-feeds' });
