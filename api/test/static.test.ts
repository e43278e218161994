// The built frontends, /remotes.json, the SPA fallback, uploads under /media/, caching and compression.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { png } from './images';
import { cookieValue, startTestApp, type TestContext } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = `<!doctype html><html><head><title>College</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const MAIN_JS = `console.log("host main");${' '.repeat(2000)}`;

let dir: string;
let t: TestContext;

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'college-static-'));
  const roots = {
    host: path.join(dir, 'host'),
    shared: path.join(dir, 'shared'),
    public: path.join(dir, 'public'),
    dashboard: path.join(dir, 'dashboard'),
  };
  write(path.join(roots.host, 'index.html'), INDEX_HTML);
  write(path.join(roots.host, 'main.0123456789.js'), MAIN_JS);
  write(path.join(roots.host, 'main.0123456789.js.br'), brotliCompressSync(Buffer.from(MAIN_JS)));
  write(path.join(roots.host, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  write(path.join(roots.host, 'remotes.json'), '{"remote_shared": "stale build-time value"}');
  write(path.join(roots.shared, 'remoteEntry.js'), 'var remote_shared;');
  write(path.join(roots.shared, 'mf-manifest.json'), '{}');
  write(path.join(roots.shared, '812.abcdef0123.js'), 'chunk();');
  write(path.join(roots.public, 'remoteEntry.js'), 'var remote_public;');
  write(path.join(roots.dashboard, 'remoteEntry.js'), 'var remote_dashboard;');
  write(path.join(roots.dashboard, 'assets', 'logo.fedcba9876.svg'), '<svg/>');
  const mediaRoot = path.join(dir, 'media');
  write(path.join(mediaRoot, 'gallery', 'photo.png'), png());
  write(path.join(mediaRoot, 'notices', 'circular.pdf'), '%PDF-1.4 fake');
  write(path.join(mediaRoot, 'gallery', 'evil.html'), '<script>alert(1)</script>');
  write(path.join(mediaRoot, 'gallery', 'evil.svg'), '<svg onload="alert(1)"/>');
  write(path.join(mediaRoot, '.hidden'), 'secret');
  t = await startTestApp(
    {
      staticRoots: roots,
      mediaRoot,
      remoteUrls: {
        remote_shared: '/remotes/shared/remoteEntry.js',
        remote_public: 'https://cdn.example.com/public/remoteEntry.js',
        remote_dashboard: '/remotes/dashboard/remoteEntry.js',
      },
    },
    (app) => {
      app.get('/api/test/big/', async () => Array.from({ length: 200 }, (_, i) => ({ id: i, name: `শিক্ষার্থী ${i}` })));
    },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the host', () => {
  test('/ answers index.html, revalidated every time, with the HTML security headers and a csrftoken', async () => {
    const response = await get('/', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(cookieValue(response, 'csrftoken')).toBeTruthy();
  });

  test('/index.html itself is no-cache too', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(cookieValue(response, 'csrftoken')).toBeTruthy();
  });

  test('a hashed asset is immutable, typed, and sets no cookie', async () => {
    const response = await get('/main.0123456789.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toBe(MAIN_JS);
  });

  test('an unhashed file is not cached as immutable', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('a pre-compressed .br sibling is served to a client that accepts brotli', async () => {
    const response = await get('/main.0123456789.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.equals(brotliCompressSync(Buffer.from(MAIN_JS)))).toBe(true);
  });

  test('without a sibling the server compresses on the fly (gzip)', async () => {
    const response = await get('/', { ...HTML, 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  test('API JSON is compressed for a client that accepts it', async () => {
    const response = await get('/api/test/big/', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveLength(200);
  });
});

describe('SPA fallback', () => {
  test.each(['/notice', '/dashboard/classes', '/faculty-and-staff/', '/login?next=/dashboard'])(
    'a page URL %s answers index.html (no-cache)',
    async (url) => {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  test('HEAD works like GET', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/notice', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('a request that does not accept HTML gets a 404, not the page', async () => {
    const response = await get('/missing.0123456789.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
  });

  test('a POST to a page URL is 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/notice', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  test('API, media and remote URLs never fall back to the page', async () => {
    for (const url of ['/api/unknown/', '/media/nothing.png', '/remotes/shared/missing.js', '/remotes/nowhere/remoteEntry.js']) {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<html');
    }
  });
});

describe('the remotes', () => {
  test('remoteEntry.js and mf-manifest.json are no-cache; hashed chunks immutable', async () => {
    const entry = await get('/remotes/shared/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var remote_shared;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/shared/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/shared/812.abcdef0123.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/remotes/public/remoteEntry.js')).body).toBe('var remote_public;');
    const asset = await get('/remotes/dashboard/assets/logo.fedcba9876.svg');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('/remotes.json is made at run time from the configured URLs (no-cache), not read from the build', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      remote_shared: '/remotes/shared/remoteEntry.js',
      remote_public: 'https://cdn.example.com/public/remoteEntry.js',
      remote_dashboard: '/remotes/dashboard/remoteEntry.js',
    });
  });
});

describe('/media/', () => {
  test('an image is served inline with its type, immutable, nosniff', async () => {
    const response = await get('/media/gallery/photo.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  test('a PDF is served as application/pdf', async () => {
    const response = await get('/media/notices/circular.pdf');
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  test.each(['/media/gallery/evil.html', '/media/gallery/evil.svg'])('%s is never rendered: octet-stream attachment', async (url) => {
    const response = await get(url, HTML);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('dotfiles and paths escaping the folder are refused', async () => {
    expect((await get('/media/.hidden')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await get('/media/../host/index.html')).body).not.toContain('College');
    expect((await get('/media/%2e%2e/host/index.html')).body).not.toContain('College');
  });
});

describe('before the frontends are built', () => {
  test('/ answers 503 telling to run npm run build, while the API works', async () => {
    const bare = await startTestApp(); // its static roots do not exist
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body).toContain('npm run build');
      const deep = await bare.app.inject({ method: 'GET', url: '/dashboard', headers: HTML });
      expect(deep.statusCode).toBe(503);
      const api = await bare.app.inject({ method: 'GET', url: '/api/user/' });
      expect(api.statusCode).toBe(401);
      const remotes = await bare.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(remotes.statusCode).toBe(200);
      expect((await bare.app.inject({ method: 'GET', url: '/remotes/shared/remoteEntry.js' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
