/** @jest-environment node */
import { isApiRead, isLongLivedAsset, isMediaImage, isPublicPage, isShellEntry, isUnderPreview, previewOf, remoteOriginsOf } from './policy';

const ORIGIN = 'https://college.example';

// What the worker sees of a request: a browser's navigations and destinations cannot be built with `new Request`.
function asked(path: string, { mode = 'cors', destination = '', referrer = '' }: Partial<Pick<Request, 'mode' | 'destination' | 'referrer'>> = {}) {
  const url = new URL(path, ORIGIN);
  return { url, request: { url: url.href, mode, destination, referrer, headers: new Headers() } as unknown as Request };
}
const page = (path: string) => asked(path, { mode: 'navigate', destination: 'document' });

test('public pages are kept, the dashboard and files opened in the tab are not', () => {
  for (const path of ['/', '/notice', '/notice?page=2&search=ভর্তি', '/notice/42', '/gallery', '/login']) {
    expect(isPublicPage(page(path), ORIGIN)).toBe(true);
  }
  for (const path of ['/dashboard', '/dashboard/', '/dashboard/notices', '/api/notices/', '/media/notices/a.pdf', '/remotes.json', '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png']) {
    expect(isPublicPage(page(path), ORIGIN)).toBe(false);
  }
  expect(isPublicPage(asked('/notice'), ORIGIN)).toBe(false); // fetched, not navigated to
  expect(isPublicPage({ ...page('/notice'), url: new URL('https://elsewhere.example/notice') }, ORIGIN)).toBe(false);
  expect(isPublicPage(page('/dashboards-of-the-past'), ORIGIN)).toBe(true); // only /dashboard and below is the dashboard
});

test('the names that stay the same across builds are the shell entries', () => {
  expect(isShellEntry(asked('/remotes.json'), ORIGIN)).toBe(true);
  expect(isShellEntry(asked('/release.json'), ORIGIN)).toBe(true);
  expect(isShellEntry(asked('/remotes/public/remoteEntry.js'), ORIGIN)).toBe(true);
  expect(isShellEntry(asked('/remotes/dashboard/remoteEntry.js'), ORIGIN)).toBe(true);
  expect(isShellEntry(asked('/remotes/public/437.6f0c2a9b1d.js'), ORIGIN)).toBe(false);
});

test('hashed build files and fonts are long-lived; entries, uploads and maps are not', () => {
  for (const path of ['/main.ee56b6afa2.js', '/837.707c5f4798.css', '/remotes/public/437.6f0c2a9b1d.js', '/remotes/public/assets/noto-bengali.1a2b3c4d5e.woff2']) {
    expect(isLongLivedAsset(asked(path), ORIGIN)).toBe(true);
  }
  for (const path of ['/remotes/public/remoteEntry.js', '/sw.js', '/index.html', '/main.ee56b6afa2.js.map', '/media/gallery/3f9c2a7b8e1d.jpg', '/api/notices/']) {
    expect(isLongLivedAsset(asked(path), ORIGIN)).toBe(false);
  }
  expect(isLongLivedAsset(asked('/fonts/bengali.woff2', { destination: 'font' }), ORIGIN)).toBe(true);
});

test('uploaded pictures shown on a page are media; a PDF opened from a notice is not', () => {
  expect(isMediaImage(asked('/media/gallery/3f9c2a.jpg', { destination: 'image' }), ORIGIN)).toBe(true);
  expect(isMediaImage(asked('/media/_w/640/gallery/3f9c2a.jpg', { destination: 'image' }), ORIGIN)).toBe(true);
  expect(isMediaImage(asked('/media/notices/a.pdf', { mode: 'navigate', destination: 'document' }), ORIGIN)).toBe(false);
});

test("the public site's reads of the API go to the worker, whatever the resource; the dashboard's do not", () => {
  // No list of resources: a page added later reads what no list compiled into the host would name. What is kept of
  // them is what the answer allows (plugins.ts, mayKeepRead).
  for (const path of ['/api/notices/', '/api/notices/7/', '/api/results/?page=1&page_size=20', '/api/acknowledgment/', '/api/a-resource-of-next-year/', '/api/user/']) {
    expect(isApiRead(asked(path, { referrer: `${ORIGIN}/notice` }), ORIGIN)).toBe(true);
    expect(isApiRead(asked(path), ORIGIN)).toBe(true);
  }
  expect(isApiRead(asked('/api/notices/?page=1', { referrer: `${ORIGIN}/dashboard/notices` }), ORIGIN)).toBe(false);
  expect(isApiRead(asked('/api/docs/', { mode: 'navigate', destination: 'document' }), ORIGIN)).toBe(false); // a page opened in the tab
  expect(isApiRead(asked('/apiary/'), ORIGIN)).toBe(false);
  expect(isApiRead({ ...asked('/api/notices/'), url: new URL('https://elsewhere.example/api/notices/') }, ORIGIN)).toBe(false);
});

test("a remote's origin, once /remotes.json or /release.json names it, is kept from as the site's own builds", () => {
  const cdn = 'https://public.cdn.example';
  const remotes = new Set(remoteOriginsOf({ remote_public: `${cdn}/public/v2/remoteEntry.js`, remote_shared: '/remotes/shared/remoteEntry.js' }, ORIGIN));
  expect([...remotes]).toEqual([cdn]);
  expect(remoteOriginsOf({ remote_public: { entry: `${cdn}/public/v2/remoteEntry.js`, integrity: 'sha384-x' }, remote_dashboard: { entry: '/remotes/dashboard/remoteEntry.js' } }, ORIGIN)).toEqual([cdn]);
  for (const body of [null, [], 'x', { remote_public: 42 }, { remote_public: 'javascript:alert(1)' }, { remote_public: { entry: 'http://[' } }]) expect(remoteOriginsOf(body, ORIGIN)).toEqual([]);

  const at = (url: string, destination = '') => ({ ...asked('/'), url: new URL(url), request: { url, mode: 'cors', destination, referrer: '', headers: new Headers() } as unknown as Request });
  expect(isShellEntry(at(`${cdn}/public/v2/remoteEntry.js`), ORIGIN, remotes)).toBe(true);
  expect(isShellEntry(at(`${cdn}/public/v2/files.json`), ORIGIN, remotes)).toBe(true);
  expect(isShellEntry(at('https://elsewhere.example/public/v2/files.json'), ORIGIN, remotes)).toBe(false);
  expect(isLongLivedAsset(at(`${cdn}/public/v2/437.6f0c2a9b1d.js`), ORIGIN, remotes)).toBe(true);
  expect(isLongLivedAsset(at(`${cdn}/public/v2/assets/hind.1a2b3c4d5e.woff2`, 'font'), ORIGIN, remotes)).toBe(true);
  // Not the remote's origin's /remotes.json, nor anything of an origin no release names.
  expect(isShellEntry(at(`${cdn}/remotes.json`), ORIGIN, remotes)).toBe(false);
  expect(isShellEntry(at('https://elsewhere.example/public/remoteEntry.js'), ORIGIN, remotes)).toBe(false);
  expect(isLongLivedAsset(at('https://elsewhere.example/public/437.6f0c2a9b1d.js'), ORIGIN, remotes)).toBe(false);
  expect(isLongLivedAsset(at(`${cdn}/public/v2/437.6f0c2a9b1d.js`), ORIGIN)).toBe(false);
});

test('a preview the lists name is not learned as a remote origin, and its folder is what is dropped after it', () => {
  const preview = 'https://preview.example/public/next/remoteEntry.js';
  const cdn = 'https://cdn.example';
  const list = { remote_public: { entry: preview, version: 'preview' }, remote_shared: { entry: `${cdn}/shared/v1/remoteEntry.js` }, preview: { remote: 'remote_public', entry: preview } };
  expect(remoteOriginsOf(list, ORIGIN)).toEqual([cdn]);
  expect(remoteOriginsOf({ remote_public: preview, preview: { remote: 'remote_public', entry: preview } }, ORIGIN)).toEqual([]);
  expect(previewOf(list, ORIGIN)).toEqual({ remote: 'remote_public', base: 'https://preview.example/public/next/' });
  for (const body of [null, { remote_public: preview }, { preview: 'remote_public' }, { preview: { remote: 'remote_public', entry: 'javascript:alert(1)' } }]) expect(previewOf(body, ORIGIN)).toBeNull();

  const bases = ['https://cdn.example/public/next/'];
  expect(isUnderPreview('https://cdn.example/public/next/437.6f0c2a9b1d.js', bases)).toBe(true);
  expect(isUnderPreview('https://cdn.example/public/v2/437.6f0c2a9b1d.js', bases)).toBe(false);
  expect(isUnderPreview('https://cdn.example/public/next/437.6f0c2a9b1d.js', [])).toBe(false);
});
