// The README, CONTRIBUTING.md and docs/ as a newcomer reads them: every relative link leads to a file of the
// repository and every anchor to a heading of it (GitHub's slugs), the README stays a five-minute read (at most
// 15 KB in UTF-8) and links nothing outside the repository, and each file of docs/ opens with what it is for.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const DOCS = ['README.md', 'CONTRIBUTING.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** The text outside fenced code blocks, where links and headings are read. */
const prose = (text) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of prose(fs.readFileSync(path.join(ROOT, file), 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** The targets of a file's Markdown links, [text](target) and <a href>, outside code. */
const linksOf = (file) =>
  [...prose(fs.readFileSync(path.join(ROOT, file), 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)|href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);

describe.each(DOCS)('%s', (file) => {
  test('every relative link leads to a file of the repository, and every anchor to one of its headings', () => {
    const broken = [];
    for (const link of linksOf(file)) {
      if (/^[a-z][a-z+.-]*:/i.test(link)) continue; // http:, mailto: and the like: checked below for the README
      const [target, anchor] = link.split('#');
      const resolved = target ? path.resolve(ROOT, path.dirname(file), decodeURIComponent(target)) : path.join(ROOT, file);
      if (!resolved.startsWith(ROOT + path.sep) || !fs.existsSync(resolved)) broken.push(`${link}: no such file in the repository`);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(path.relative(ROOT, resolved)).has(anchor)) broken.push(`${link}: no such heading`);
    }
    expect(broken).toEqual([]);
  });
});

test('the README is at most 15 KB and links only to files of the repository', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'));
  expect(readme.length).toBeLessThanOrEqual(15_000);
  expect(linksOf('README.md').filter((link) => /^[a-z][a-z+.-]*:/i.test(link))).toEqual([]);
  expect(prose(readme.toString('utf8'))).not.toMatch(/\.\.\/shared/);
});

test.each(DOCS.filter((file) => file.startsWith('docs/')))('%s opens with what it is for', (file) => {
  const [title, blank, purpose] = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  expect(title).toMatch(/^# \S/);
  expect(blank).toBe('');
  expect(purpose).toMatch(/^[A-Z`].{20,}/);
});
