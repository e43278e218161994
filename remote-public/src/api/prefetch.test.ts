import { waitFor } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { installFakeApi, uninstallFakeApi } from '../../../remote-shared/src/testing/fakeApi';
import { prefetchPage } from './prefetch';

afterEach(() => uninstallFakeApi());

describe('prefetchPage', () => {
  it("on / asks for the banner image as soon as the institution's answer names it", async () => {
    installFakeApi({ 'GET institutions/': { data: [{ id: 1, name: 'কলেজ', institution_image: '/media/institution/banner.jpg' }] } });
    prefetchPage(makeStore().dispatch, '/');
    await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute('href', '/media/institution/banner.jpg'));
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute('fetchpriority', 'high');
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('imagesrcset')).toContain('/media/_w/640/institution/banner.jpg 640w');
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute('imagesizes', '100vw');
  });

  it('asks for nothing more when the banner is already in the page the server drew', async () => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    const drawn = document.createElement('img');
    drawn.setAttribute('src', '/media/institution/drawn.jpg');
    document.body.append(drawn);
    const api = installFakeApi({ 'GET institutions/': { data: [{ id: 1, name: 'কলেজ', institution_image: '/media/institution/drawn.jpg' }] } });
    prefetchPage(makeStore().dispatch, '/');
    await waitFor(() => expect(api.sent('GET institutions/')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    drawn.remove();
  });

  it.each([
    ['/', ['GET institutions/', 'GET teachers/', 'GET committee-members/', 'GET principal-vice-principal/']],
    ['/notice', ['GET institutions/', 'GET notices/']],
    ['/gallery', ['GET institutions/', 'GET gallery/']],
    ['/contact', ['GET institutions/']],
  ])('on %s starts the reads the page shows', async (path, expected) => {
    const ok = { data: [] };
    const api = installFakeApi({
      'GET institutions/': ok,
      'GET teachers/': ok,
      'GET committee-members/': ok,
      'GET principal-vice-principal/': ok,
      'GET notices/': ok,
      'GET gallery/': ok,
    });
    const store = makeStore();
    prefetchPage(store.dispatch, path);
    await waitFor(() => expect(api.requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...expected].sort()));
    // The page's own queries then find the answers in the cache.
    prefetchPage(store.dispatch, path);
    await new Promise((r) => setTimeout(r, 20));
    expect(api.requests).toHaveLength(expected.length);
  });
});
