// The built stylesheets a public page uses (host, shared remote, public remote), written into the page: no request
// stands between the HTML and its first paint. Each `<style>` carries the file's name as `data-href`, which is how
// webpack's CSS loading knows a stylesheet is on the page already and does not fetch it again. Another page's own
// stylesheet (its chunk's) is left out: the page carries only what it shows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtNames } from '../builtFiles';
import type { Config } from '../config';
import { otherPagesStylesheets } from '../preloads';

/** Each build folder whose stylesheets a public page carries, and the base its files are served under. */
const styleRoots = (config: Config): Array<[string, string]> => [
  [config.staticRoots.host, '/'],
  [config.staticRoots.shared, '/remotes/shared/'],
  [config.staticRoots.public, '/remotes/public/'],
];

/** A stylesheet as a `<style>`, its relative `url()`s made to start at `base`, where the file is served. */
export function inlineStyle(name: string, css: string, base: string): string {
  const rebased = css.replace(/url\((['"]?)(?![a-z]+:|\/|#)/gi, `url($1${base}`);
  return `<style data-href="${name}">${rebased.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/** The `<style>` elements of a page drawn with `pageChunk`, each file read once. */
export function pageStyles(config: Config): (pageChunk: string | null) => string {
  const cache = new Map<string, string>();
  return (pageChunk) => {
    const elsewhere = otherPagesStylesheets(config, pageChunk);
    return styleRoots(config)
      .flatMap(([root, base]) =>
        builtNames(root)
          .filter((name) => name.endsWith('.css') && !(root === config.staticRoots.public && elsewhere.has(name)))
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
