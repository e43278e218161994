// The public renderer runs in a process of its own, apart from the API's secrets (render/isolated.ts): a build
// that tries to read the environment, the database, the secret key or the uploads finds nothing, a build that
// crashes or hangs costs a bare page (drawn in the browser) and not the API, and a new build is drawn with
// without a restart while the old one's pages are served meanwhile.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { asServerBuild, RENDERER, startStandInSite, type StandInSite } from './standInSite';

/** A build that reports what it could reach from where it runs, as the page's text. */
const PRYING = `
const fs = require('fs');
const tryRead = (file) => { try { fs.readFileSync(file); return 'read'; } catch (error) { return error.code || 'failed'; } };
exports.CSRF_PLACEHOLDER = '__CSRF__';
exports.FORM_STATE_ID = 'college-form';
exports.renderAuthControls = () => ({ visitor: '', user: '', admin: '' });
exports.preparePage = async ({ url }) => ({
  version: url,
  render: async () => {
    const files = JSON.parse(decodeURIComponent(url.split('?files=')[1] || '[]'));
    const attempt = (act) => { try { act(); return 'done'; } catch (error) { return error.code || 'failed'; } };
    const found = {
      env: Object.keys(process.env),
      files: files.map(tryRead),
      environ: tryRead('/proc/self/environ'),
      write: attempt(() => fs.writeFileSync(files[0] + '.x', 'x')),
      spawn: attempt(() => require('child_process').execFileSync('/bin/true')),
      worker: attempt(() => new (require('worker_threads').Worker)('1', { eval: true })),
    };
    return { status: 200, title: 'prying', meta: {}, head: '', html: '<main id="found">' + JSON.stringify(found) + '</main>', state: '{}' };
  },
});
`;

let site: StandInSite | null = null;
afterEach(async () => {
  await site?.close();
  site = null;
});

const found = (html: string) => JSON.parse(/<main id="found">(.*?)<\/main>/.exec(html)![1]) as Record<string, unknown>;

test('the renderer sees no environment but NODE_ENV, reads nothing of the data folder or the process, writes nothing and starts nothing', async () => {
  site = await startStandInSite({}, PRYING);
  const { config } = site.t.app;
  const secretFile = path.join(config.dataDir, 'secret_key');
  writeFileSync(secretFile, config.secretKey);
  const upload = path.join(config.mediaRoot, 'notice.pdf');
  writeFileSync(upload, '%PDF-1.4');
  const files = [secretFile, upload, __filename, '/etc/passwd'];
  const answer = await site.t.app.inject({ method: 'GET', url: `/prying?files=${encodeURIComponent(JSON.stringify(files))}` });
  expect(answer.statusCode).toBe(200);
  const denied = 'ERR_ACCESS_DENIED';
  expect(found(answer.body)).toEqual({ env: ['NODE_ENV'], files: [denied, denied, denied, denied], environ: denied, write: denied, spawn: denied, worker: denied });
});

test('a build that crashes its process costs a bare page, and the next page has a new process', async () => {
  site = await startStandInSite({}, RENDERER.replace("if (url.startsWith('/broken')) throw new Error('renderer bug');", "if (url.startsWith('/broken')) process.exit(3);"));
  const crashed = await site.t.app.inject({ method: 'GET', url: '/broken' });
  expect(crashed.statusCode).toBe(200);
  expect(crashed.body).not.toContain('data-server-rendered');
  // The API answered meanwhile, and draws again with a new process.
  expect((await site.t.app.inject({ method: 'GET', url: '/api/notices/' })).statusCode).toBe(200);
  const next = await site.t.app.inject({ method: 'GET', url: '/notice' });
  expect(next.body).toContain('data-server-rendered');
});

test('a new build is drawn with without a restart; a build that does not load leaves the last one drawing', async () => {
  site = await startStandInSite();
  const first = await site.t.app.inject({ method: 'GET', url: '/about' });
  expect(first.body).toContain('<main><h1>');
  writeFileSync(site.rendererPath, asServerBuild(RENDERER.replace('<main><h1>', '<main class="v2"><h1>')));
  // The file is looked at once a second; the new process is warmed, then draws.
  let drawn = '';
  for (let tries = 0; tries < 50 && !drawn.includes('class="v2"'); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    drawn = (await site.t.app.inject({ method: 'GET', url: '/about' })).body;
  }
  expect(drawn).toContain('<main class="v2"><h1>');
  writeFileSync(site.rendererPath, 'this is not javascript');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (let i = 0; i < 3; i++) {
    const page = await site.t.app.inject({ method: 'GET', url: '/contact' });
    expect(page.body).toContain('<main class="v2"><h1>');
  }
});
