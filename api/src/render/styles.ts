// The built stylesheets a public page uses (host, shared remote, public remote), written into the page: no request
// stands between the HTML and its first paint. Each `<style>` carries the file's name as `data-href`, which is how
// webpack's CSS loading knows a stylesheet is on the page already and does not fetch it again. Another page's own
// stylesheet (its chunk's) is left out: the page carries only what it shows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtNames } from '../builtFiles';
import type { Config } from '../config';
import { otherPagesStylesheets } from '../preloads';
import type { Release } from '../releases';

/**
 * Each build folder whose stylesheets a public page carries, and the base its files are served under: a remote the
 * release names from its cached build, at its own base; the others from this server's folders.
 */
function styleRoots(config: Config, release: Release | null): { host: Root; shared: Root; public: Root } {
  const of = (name: 'remote_shared' | 'remote_public', root: string, base: string): Root => {
    const build = release?.builds[name];
    return build ? { root: build.dir, base: build.base } : { root, base };
  };
  return {
    host: { root: config.staticRoots.host, base: '/' },
    shared: of('remote_shared', config.staticRoots.shared, '/remotes/shared/'),
    public: of('remote_public', config.staticRoots.public, '/remotes/public/'),
  };
}

interface Root {
  root: string;
  base: string;
}

/** A stylesheet as a `<style>`, its relative `url()`s made to start at `base`, where the file is served. */
export function inlineStyle(name: string, css: string, base: string): string {
  const rebased = css.replace(/url\((['"]?)(?![a-z]+:|\/|#)/gi, `url($1${base}`);
  return `<style data-href="${name}">${rebased.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/** The `<style>` elements of a page drawn with `pageChunk` under `release` (null: the local builds), each file read once. */
export function pageStyles(config: Config): (pageChunk: string | null, release?: Release | null) => string {
  const cache = new Map<string, string>();
  return (pageChunk, release = null) => {
    const roots = styleRoots(config, release);
    const elsewhere = otherPagesStylesheets(roots.public.root, pageChunk);
    return [roots.host, roots.shared, roots.public]
      .flatMap(({ root, base }) =>
        builtNames(root)
          .filter((name) => name.endsWith('.css') && !(root === roots.public.root && elsewhere.has(name)))
          .map((name) => {
            const file = path.join(root, name);
            let style = cache.get(file);
            if (style === undefined) {
              style = inlineStyle(name, readFileSync(file, 'utf8'), base);
              cache.set(file, style);
            }
            return style;
          }),
      )
      .join('');
  };
}
