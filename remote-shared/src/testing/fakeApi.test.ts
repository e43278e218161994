// The test helpers' own rules: how the fake server picks a route for a query, and how its DRF-style list answers.
import { apiClient } from '../api/client';
import { drfAnswer, drfList, installFakeApi, uninstallFakeApi } from './fakeApi';

afterEach(() => uninstallFakeApi());

const ITEMS = Array.from({ length: 14 }, (_, i) => ({ id: 14 - i, title: i % 2 ? `ছুটি ${2000 + i}` : `Exam ${2000 + i}`, extra: 'x' }));

describe('installFakeApi', () => {
  it('answers a route whatever the query, and records the query of each request (its URL and its params alike)', async () => {
    const api = installFakeApi({ 'GET notices/': { data: ['any'] } });
    await apiClient.get('notices/?page=2', { params: { page_size: 6, search: 'ভর্তি', skipped: undefined } });
    const [request] = api.sent('GET notices/');
    expect(request.url).toBe('notices/');
    expect(request.query).toEqual({ page: '2', page_size: '6', search: 'ভর্তি' });
  });

  it('prefers the route naming the most of the request\'s parameters; a route with a query answers only those requests', async () => {
    const api = installFakeApi({
      'GET notices/': { data: 'any page' },
      'GET notices/?page=2': { data: 'page 2' },
      'GET notices/?page=2&search=x': { data: 'page 2 of x' },
    });
    const read = async (params: Record<string, string>) => (await apiClient.get('notices/', { params })).data;
    expect(await read({})).toBe('any page');
    expect(await read({ page: '3' })).toBe('any page');
    expect(await read({ page: '2', page_size: '6' })).toBe('page 2');
    expect(await read({ page: '2', search: 'x' })).toBe('page 2 of x');
    expect(api.sent('GET notices/')).toHaveLength(4);
    expect(api.sent('GET notices/?page=2')).toHaveLength(2);
    expect(api.sent('GET notices/?search=x')).toHaveLength(1);
  });

  it("answers 404 'Not found.' for a route it does not know", async () => {
    installFakeApi({ 'GET notices/?page=2': { data: [] } });
    await expect(apiClient.get('notices/')).rejects.toMatchObject({ response: { status: 404, data: { detail: 'Not found.' } } });
  });
});

describe('drfList', () => {
  it('answers the whole list without ?page= or ?page_size=, one page with them', () => {
    expect(drfAnswer(ITEMS, {}).data).toHaveLength(14);
    const page = drfAnswer(ITEMS, { page_size: '6', page: '2' });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ count: 14, results: ITEMS.slice(6, 12) });
    expect((page.data as { next: string; previous: string }).next).toContain('page=3');
    expect((page.data as { previous: string }).previous).not.toContain('page=');
    expect(drfAnswer(ITEMS, { page: '2' }).data).toMatchObject({ count: 14, results: ITEMS.slice(10, 14) });
  });

  it("answers 404 'Invalid page.' for a page past the last or no page number, but page 1 of an empty list", () => {
    expect(drfAnswer(ITEMS, { page_size: '6', page: '4' })).toEqual({ status: 404, data: { detail: 'Invalid page.' } });
    expect(drfAnswer(ITEMS, { page_size: '6', page: 'x' }).status).toBe(404);
    expect(drfAnswer([], { page_size: '6' })).toEqual({ status: 200, data: { count: 0, next: null, previous: null, results: [] } });
  });

  it('searches its search fields case-insensitively, Bengali and Latin digits alike, and gives only ?fields=', () => {
    const found = drfAnswer(ITEMS, { search: 'EXAM ২০০২', page_size: '6' }, { searchFields: ['title'] }).data as { count: number; results: unknown[] };
    expect(found).toMatchObject({ count: 1, results: [{ title: 'Exam 2002' }] });
    expect(drfAnswer(ITEMS, { search: 'exam' }).data).toHaveLength(14); // no search fields: no search
    expect(drfAnswer(ITEMS.slice(0, 1), { fields: 'id,title' }).data).toEqual([{ id: 14, title: 'Exam 2000' }]);
  });

  it('is a route handler reading the request\'s query', async () => {
    installFakeApi({ 'GET notices/': drfList(ITEMS) });
    const { data } = await apiClient.get('notices/', { params: { page_size: '12', page: '2', fields: 'id' } });
    expect(data).toMatchObject({ count: 14, results: [{ id: 2 }, { id: 1 }] });
  });
});
