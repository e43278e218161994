// Every reader gets the page: link previewers (Facebook, WhatsApp, X), Google's crawler and curl, each with the
// exact headers it sends (support/fetchers.ts), get every public page drawn, with its title and preview tags,
// whatever their Accept says; HEAD answers like GET without a body; files and the API keep their plain 404s.
import { baseUrl } from '../support/browser';
import { FETCHERS, fetchAs } from '../support/fetchers';
import { apiGet, PUBLIC_ROUTES, routeUrl, type ApiNotice } from '../support/site';

let routes: string[];

beforeAll(async () => {
  const notices = await apiGet<{ results: ApiNotice[] }>('notices/?page=1');
  // The 404 page is asked for on its own below.
  routes = PUBLIC_ROUTES.filter((route) => route !== '/no-such-page').map((route) => routeUrl(route, notices.results[0].id));
});

const meta = (body: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]+)"`).exec(body)?.[1];

describe.each(FETCHERS.map((fetcher) => [fetcher.name, fetcher] as const))('%s', (_name, fetcher) => {
  test('gets every public page drawn, with its title and preview tags; HEAD the same without a body', async () => {
    for (const route of routes) {
      const page = await fetchAs(fetcher, baseUrl() + route);
      const seen = { route, status: page.status, type: page.headers['content-type'] };
      expect(seen).toEqual({ route, status: 200, type: 'text/html; charset=utf-8' });
      expect(page.body).toContain('<div id="root" data-server-rendered>');
      const title = /<title>([^<]+)<\/title>/.exec(page.body)?.[1];
      expect({ route, title: meta(page.body, 'og:title') }).toEqual({ route, title });
      expect({ route, image: meta(page.body, 'og:image') }).toEqual({ route, image: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//) });
      expect({ route, site: meta(page.body, 'og:site_name') }).toEqual({ route, site: expect.any(String) });

      const head = await fetchAs(fetcher, baseUrl() + route, 'HEAD');
      expect({ route, status: head.status, type: head.headers['content-type'], body: head.body }).toEqual({ ...seen, body: '' });
    }
  });

  test('gets the 404 page for an unknown path, and a plain 404 for a file or an API path', async () => {
    const missing = await fetchAs(fetcher, `${baseUrl()}/no-such-page/here`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('404 - Page not found');
    for (const path of ['/no-such-file.php', '/api/no-such-list/']) {
      const plain = await fetchAs(fetcher, baseUrl() + path);
      expect({ path, status: plain.status, body: JSON.parse(plain.body) }).toEqual({ path, status: 404, body: { detail: 'Not found.' } });
    }
  });
});
