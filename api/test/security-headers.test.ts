// Security headers (@fastify/helmet): the pages' Content-Security-Policy allows scripts from this site, the
// remotes' CDN and the host page's inline boot script by its hash (no 'unsafe-inline'), the footer's map frame,
// and no framing by other sites; API answers get a policy that loads nothing; HSTS only over https.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from '../src/site/security';
import { startTestApp, type TestContext } from './helpers';

const BOOT = 'document.documentElement.dataset.boot="1";';
const page = (boot: string) =>
  `<!doctype html><html><head><script>${boot}</script><script type="application/json" id="data">{"a":1}</script>` +
  `<script src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>`;

let dir: string;
let hostRoot: string;
let t: TestContext;
const HTML = { accept: 'text/html' };

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The policy as a map of directive to sources. */
function policy(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'college-headers-'));
  hostRoot = path.join(dir, 'host');
  mkdirSync(hostRoot, { recursive: true });
  writeFileSync(path.join(hostRoot, 'index.html'), page(BOOT));
  writeFileSync(path.join(hostRoot, 'main.0123456789.js'), 'console.log(1)');
  t = await startTestApp({
    staticRoots: { host: hostRoot, shared: path.join(dir, 's'), public: path.join(dir, 'p'), dashboard: path.join(dir, 'd') },
    remoteUrls: {
      remote_shared: '/remotes/shared/remoteEntry.js',
      remote_public: 'https://cdn.example.com/public/remoteEntry.js',
      remote_dashboard: '/remotes/dashboard/remoteEntry.js',
    },
    trustProxy: ['127.0.0.1'],
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the pages', () => {
  test("scripts from the site, the remotes' CDN and the boot script's hash only; nothing inline by permission", async () => {
    for (const url of ['/', '/notice', '/dashboard/students', '/no-such-page']) {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = policy(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.com', sha256(BOOT)]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://maps.google.com']));
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
  });

  test('a rebuilt host page with another boot script is allowed by its new hash', async () => {
    const rebuilt = 'document.documentElement.dataset.boot="2";';
    writeFileSync(path.join(hostRoot, 'index.html'), page(rebuilt));
    try {
      // Built files are looked at again once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const response = await t.app.inject({ url: '/', headers: HTML });
      expect(policy(response.headers['content-security-policy']).get('script-src')).toContain(sha256(rebuilt));
      expect(policy(response.headers['content-security-policy']).get('script-src')).not.toContain(sha256(BOOT));
    } finally {
      writeFileSync(path.join(hostRoot, 'index.html'), page(BOOT));
    }
  });

  test('built files and uploads carry the headers too; a remote may be loaded by a host elsewhere', async () => {
    const script = await t.app.inject({ url: '/main.0123456789.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeDefined();
    expect(script.headers['cross-origin-resource-policy']).toBe('same-site');
    const remote = await t.app.inject({ url: '/remotes/shared/remoteEntry.js' });
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('API answers', () => {
  test('load nothing and may not be framed, on success, on errors and on unknown paths', async () => {
    for (const url of ['/api/notices/', '/api/user/', '/api/no-such-thing/']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(policy(response.headers['content-security-policy'])).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('HSTS', () => {
  test('sent over https (here through the trusted proxy), never over plain http', async () => {
    const secure = await t.app.inject({ url: '/api/notices/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(secure.headers['strict-transport-security']).toBe(`max-age=${365 * 86400}`);
    const page = await t.app.inject({ url: '/', headers: { ...HTML, 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(page.headers['strict-transport-security']).toBe(`max-age=${365 * 86400}`);
    const plain = await t.app.inject({ url: '/api/notices/', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A direct visitor claiming https is not believed.
    const claimed = await t.app.inject({ url: '/api/notices/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

test('inline script hashes: executable scripts only, not data or external ones', () => {
  expect(inlineScriptHashes(page(BOOT))).toEqual([sha256(BOOT)]);
  expect(inlineScriptHashes('<script type="module">a()</script><script type=text/javascript>b()</script>')).toEqual([sha256('a()'), sha256('b()')]);
  expect(inlineScriptHashes('<script type="application/ld+json">{}</script>')).toEqual([]);
});
