// Security headers (helmet): the pages' Content-Security-Policy allows scripts from this site, the
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

/** Helmet's headers that only a document heeds, among `headers` (a page keeps them; data and code go without). */
const documentOnlyHeaders = (headers: Record<string, unknown>) =>
  ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection'].filter((name) => headers[name] !== undefined);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'college-headers-'));
  hostRoot = path.join(dir, 'host');
  mkdirSync(hostRoot, { recursive: true });
  writeFileSync(path.join(hostRoot, 'index.html'), page(BOOT));
  writeFileSync(path.join(hostRoot, 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(hostRoot, 'main.0123456789.js.map'), '{"version":3,"sources":[],"mappings":""}');
  writeFileSync(path.join(hostRoot, 'host.0123456789.css'), 'body{margin:0}');
  writeFileSync(path.join(hostRoot, 'sw.js'), 'self.addEventListener("fetch",()=>{})');
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
      // A page keeps a document's headers (COOP goes by the page: site/security.ts, opensWithoutIsolation).
      expect(documentOnlyHeaders(response.headers)).toEqual(expect.arrayContaining(['origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection']));
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

  test("built files carry the headers too, the files a page loads without a document's own; a remote may be loaded by a host elsewhere", async () => {
    for (const url of ['/main.0123456789.js', '/host.0123456789.css', '/main.0123456789.js.map', '/release.json']) {
      const file = await t.app.inject({ url });
      expect({ url, status: file.statusCode }).toEqual({ url, status: 200 });
      // Opened by itself, nothing in it may load, run or be framed; what it may do in a page is the page's policy.
      expect({ url, csp: file.headers['content-security-policy'] }).toEqual({ url, csp: "default-src 'none';frame-ancestors 'none'" });
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect({ url, documentOnly: documentOnlyHeaders(file.headers) }).toEqual({ url, documentOnly: [] });
    }
    // The service worker's script is a worker's, and its policy says what the worker may fetch: the pages'.
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(policy(worker.headers['content-security-policy']).get('connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
    const remote = await t.app.inject({ url: '/remotes/shared/remoteEntry.js' });
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(remote.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
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
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect({ url, documentOnly: documentOnlyHeaders(response.headers) }).toEqual({ url, documentOnly: [] });
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

describe('every answer carries the security headers', () => {
  let swept: TestContext;
  let port: number;

  beforeAll(async () => {
    swept = await startTestApp({ contactRate: { limit: 1, windowSeconds: 3600 } });
    port = Number(new URL(await swept.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => swept.close());

  /** A request written to the socket as given (the HTTP parser's own refusals included): its status and headers. */
  async function raw(request: string | Buffer): Promise<{ status: number; headers: Map<string, string> }> {
    const { connect } = await import('node:net');
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('latin1');
        if (data.includes('\r\n\r\n')) socket.end();
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [statusLine, ...lines] = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n');
    const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    return { status: Number(statusLine.split(' ')[1]), headers };
  }

  const get = (path: string, more = '') => raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${more}Connection: close\r\n\r\n`);
  const post = (path: string, type: string, body: string) =>
    raw(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);

  test('400s for malformed URLs and requests, 404s, 405, 413, 415 and 429 included', async () => {
    const contact = JSON.stringify({ name: 'ক', email: 'a@example.com', phone: '', message: 'হ্যালো' });
    await post('/api/contacts/', 'application/json', contact); // the one allowed
    const answers: Array<[string, number, Promise<{ status: number; headers: Map<string, string> }>]> = [
      ['a URL that is no UTF-8, on the site', 400, get('/%ff')],
      ['a URL that is no UTF-8, on the API', 400, get('/api/notices/%ff/')],
      ['raw non-ASCII in the URL', 400, raw(Buffer.concat([Buffer.from('GET /api/notices/?search='), Buffer.from('ভর্তি'), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]))],
      ['a broken request line', 400, raw('GARBAGE\r\n\r\n')],
      ['headers too large', 431, get('/', `X-Big: ${'a'.repeat(20_000)}\r\n`)],
      ['a page while the site is not built', 503, get('/no/such/page')],
      ['an unknown file', 404, get('/no-such-file.js')],
      ['an unknown API path', 404, get('/api/no-such-thing/')],
      ['an unknown upload', 404, get('/media/no-such-file.jpg')],
      ['a method the path has not', 405, raw('PUT /api/stats/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')],
      ['a body over the limit', 413, post('/api/contacts/', 'application/json', JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }))],
      ['a body of a type not taken', 415, post('/api/contacts/', 'text/csv', 'a,b')],
      ['a throttled write', 429, post('/api/contacts/', 'application/json', contact)],
      ['an unauthenticated read of a private list', 401, get('/api/contacts/')],
    ];
    for (const [what, status, answer] of answers) {
      const { status: got, headers } = await answer;
      expect({ what, status: got }).toEqual({ what, status });
      expect({ what, csp: headers.get('content-security-policy') }).toEqual({ what, csp: expect.stringContaining("frame-ancestors '") });
      expect({ what, frames: headers.get('x-frame-options'), sniff: headers.get('x-content-type-options') }).toEqual({ what, frames: 'SAMEORIGIN', sniff: 'nosniff' });
    }
  });
});
