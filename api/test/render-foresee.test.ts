// A new drawing's reads foreseen from the last drawings of the same page (render/foresee.ts), answered with the
// request to draw (render/reads.ts, child.ts): the renderer takes them without asking, the page depends on them as on
// reads it asked for, and a read it asks for that was not foreseen is answered as before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { createForesight } from '../src/render/foresee';
import { startDrawer, type Drawer } from '../src/render/isolated';
import { addUser, login } from './helpers';
import { asServerBuild, RENDERER_BASICS, startStandInSite, writeFile, type StandInSite } from './standInSite';

describe('foreseen reads', () => {
  const notice = (id: string) => ({ route: '/notice/:id', params: { id } });

  test('a read two drawings of a page made alike is foreseen for the next, its parameters in their places', () => {
    const foresight = createForesight();
    foresight.learn(notice('41'), ['/api/institutions/', '/api/notices/41/']);
    expect(foresight.foresee(notice('42'))).toEqual([]);
    foresight.learn(notice('42'), ['/api/notices/42/', '/api/institutions/']);
    expect(foresight.foresee(notice('43'))).toEqual(['/api/notices/43/', '/api/institutions/']);
    expect(foresight.foresee({ route: '/notice', params: {} })).toEqual([]);
  });

  test("an address's own read (a search's words, a page number) is not foreseen for another", () => {
    const foresight = createForesight();
    const list = { route: '/notice', params: {} };
    foresight.learn(list, ['/api/institutions/', '/api/notices/?page=2&page_size=6']);
    foresight.learn(list, ['/api/institutions/', '/api/notices/?page=3&page_size=6']);
    expect(foresight.foresee(list)).toEqual(['/api/institutions/']);
  });

  test('a parameter is put back encoded, a segment that only looks like one is kept, and a missing one foresees nothing', () => {
    const foresight = createForesight();
    const routine = (name: string) => ({ route: '/routine/:name', params: { name } });
    for (const name of ['ক', 'খ']) foresight.learn(routine(name), [`/api/routines/${encodeURIComponent(name)}/`, '/api/:odd/']);
    expect(foresight.foresee(routine('গ ঘ'))).toEqual([`/api/routines/${encodeURIComponent('গ ঘ')}/`, '/api/:odd/']);
    expect(foresight.foresee({ route: '/routine/:name', params: {} })).toEqual(['/api/:odd/']);
  });
});

describe('a renderer process given answers with the request to draw', () => {
  let dir: string;
  let drawer: Drawer | null = null;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'college-foresee-'));
  });
  afterEach(async () => {
    await drawer?.retire();
    drawer = null;
    rmSync(dir, { recursive: true, force: true });
  });

  test('takes them without asking, asks for the rest, and says what it read', async () => {
    const entry = path.join(dir, 'server', 'remoteEntry.js');
    writeFile(
      entry,
      asServerBuild(`
exports.CSRF_PLACEHOLDER = '__CSRF__';
exports.FORM_STATE_ID = 'college-form';
exports.renderAuthControls = () => ({ visitor: '', user: '', admin: '' });
exports.preparePage = async ({ get }) => {
  const [a, b] = await Promise.all([get('/api/institutions/'), get('/api/notices/7/')]);
  return { version: '', render: async () => ({ status: 200, title: '', meta: {}, head: '', html: '<p>' + a.data.name + ' ' + b.data.title + '</p>', state: '{}' }) };
};`),
    );
    drawer = await startDrawer(entry, '/remotes/public/', pino({ level: 'silent' }));
    const asked: string[] = [];
    const drawing = await drawer.draw({
      url: '/notice/7',
      answers: [['/api/institutions/', { status: 200, text: '{"name":"কলেজ"}' }]],
      get: async (apiPath) => {
        asked.push(apiPath);
        return { status: 200, text: '{"title":"নোটিশ"}' };
      },
    });
    expect(drawing.page?.html).toBe('<p>কলেজ নোটিশ</p>');
    expect(asked).toEqual(['/api/notices/7/']);
    expect(drawing.read).toEqual(['/api/institutions/', '/api/notices/7/']);
  });
});

/**
 * A stand-in that shows the institution's name and whether its read was given with the request: a given answer is
 * there before the renderer's next turn (setImmediate), an asked one needs the API's answer over IPC after it.
 */
const FORESEEING = `${RENDERER_BASICS}
exports.pageTable = () => (${JSON.stringify({ routes: [{ path: '/notice/:id', query: [], chunk: 'page-notice-detail' }, { path: '*', query: [], chunk: 'page-not-found' }], notFound: '/404' })});
exports.preparePage = async ({ url, get }) => {
  const read = get('/api/institutions/');
  const how = await Promise.race([read.then(() => 'given'), new Promise((resolve) => setImmediate(() => resolve('asked')))]);
  const answer = await read;
  return {
    version: String(answer.etag),
    render: async () => ({ status: 200, title: '', meta: {}, head: '', html: '<main><h1>' + (answer.data[0] ? answer.data[0].name : 'কলেজের নাম') + '</h1><p>' + how + '</p></main>', state: '{}' }),
  };
};
`;

describe('pages drawn with foreseen reads', () => {
  let site: StandInSite;
  /** The API reads the server made for drawings, in order. */
  const reads: string[] = [];
  /** How many of the next reads fail as they are made (an answer that never comes back). */
  const failing = { count: 0 };
  beforeAll(async () => {
    site = await startStandInSite({}, FORESEEING);
    const app: FastifyInstance = site.t.app;
    const inject = app.inject.bind(app) as (options: { url: string; headers?: Record<string, string> }) => Promise<unknown>;
    (app as unknown as { inject: typeof inject }).inject = (options) => {
      if (options.headers?.accept === 'application/json') {
        reads.push(options.url);
        if (failing.count > 0) {
          failing.count -= 1;
          return Promise.reject(new Error('the read failed'));
        }
      }
      return inject(options);
    };
  });
  afterAll(() => site.close());
  const page = async (url: string) => (await site.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  test('are read once each, and drawn again when what a foreseen read answers changes', async () => {
    expect(await page('/notice/1')).toContain('<p>asked</p>');
    expect(await page('/notice/2')).toContain('<p>asked</p>');
    reads.length = 0;
    // Foreseen and given with the request, and not asked for again.
    expect(await page('/notice/3')).toContain('<p>given</p>');
    expect(reads).toEqual(['/api/institutions/']);

    await addUser(site.t, { username: 'admin', role: 'Admin' });
    const admin = await login(site.t.app, 'admin');
    const created = await site.t.app.inject({ method: 'POST', url: '/api/institutions/', headers: { authorization: `Bearer ${admin.access}` }, payload: { name: 'নতুন কলেজ' } });
    expect(created.statusCode).toBe(201);
    expect(await page('/notice/3')).toContain('<h1>নতুন কলেজ</h1>');
    expect(await page('/notice/4')).toContain('<h1>নতুন কলেজ</h1>');
  });

  test('a foreseen read that fails is left out: the drawing asks for it, and the page is drawn', async () => {
    await page('/notice/10');
    await page('/notice/11');
    reads.length = 0;
    failing.count = 1;
    const drawn = await page('/notice/12');
    expect(drawn).toContain('<p>asked</p>');
    expect(drawn).toContain('<h1>');
    expect(reads).toEqual(['/api/institutions/', '/api/institutions/']);
  });
});
