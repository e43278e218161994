// The public site's pages, as the public remote declares them (remote-public/src/pages/publicPages.ts). The API
// imports no code of the site: the remote's build writes the table's data beside its chunk map, as
// `dist/pages.json` (`{"pages": [{path, chunk, title, sitemap}]}`), and the server reads that file of the build it
// serves: the release's, from its cache, when the release file names the public remote (releases/), else the local
// build. A remote that adds a page needs no new API. (An unpinned REMOTE_PUBLIC_URL is read from the local build.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtFile } from '../builtFiles';
import type { Config } from '../config';
import type { Release } from '../releases';

export interface PublicPageData {
  /** The router's path: `/notice`, `/notice/:id`, `*` for the 404 page. */
  path: string;
  /** The page's named chunk in the remote's chunk map. */
  chunk: string;
  title: string;
  /** Listed in /sitemap.xml. */
  sitemap: boolean;
}

/** A path the sitemap can list: a page's own URL, without parameters (`:id`) or the 404 page's `*`. */
const PLAIN_PATH = /^\/[^:*?#]*$/;

/** The pages a file names, or null when it is no table of pages (a half-written or foreign file). */
export function parsePages(text: string): PublicPageData[] | null {
  const data: unknown = JSON.parse(text);
  const pages = (data as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) return null;
  const valid = (page: Record<string, unknown>) =>
    typeof page.path === 'string' && typeof page.chunk === 'string' && typeof page.title === 'string' && typeof page.sitemap === 'boolean';
  if (!pages.every((page) => page && typeof page === 'object' && valid(page as Record<string, unknown>))) return null;
  return (pages as PublicPageData[]).map(({ path: pagePath, chunk, title, sitemap }) => ({ path: pagePath, chunk, title, sitemap }));
}

/** Read again when a new build writes it (builtFiles.ts). */
const readPagesFile = builtFile<PublicPageData[] | null>((file) => parsePages(readFileSync(file, 'utf8')), null);

/** The public remote's pages, or null while it has no build (or its file cannot be read). */
export function publicPages(config: Config, release: Release | null = null): PublicPageData[] | null {
  return readPagesFile(path.join(release?.builds.remote_public?.dir ?? config.staticRoots.public, 'pages.json'));
}

/**
 * The paths /sitemap.xml lists as pages (each notice's page apart), in the table's order. Without the remote's table
 * only the home page, which the host always answers.
 */
export function sitemapPaths(config: Config, release: Release | null = null): string[] {
  const pages = publicPages(config, release);
  if (!pages) return ['/'];
  return pages.filter((page) => page.sitemap && PLAIN_PATH.test(page.path)).map((page) => page.path);
}
