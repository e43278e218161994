// The public remote with a shared remote of another release (docs/architecture.md, "The shared remote's contract"):
// its registry has an entry this remote does not know (a newer release) and lacks one it expects (an older one).
// The page whose resource is missing is left out (no link to it, its address the 404 page); drawn all the same (a
// link kept from before), it shows that it found nothing. The others read as before, and nothing throws.
import { screen } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { installFakeApi } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { notice } from '../testing/fixtures';
import { pageTestHooks } from '../testing/pageTests';
import AcknowledgmentPage from '../pages/Acknowledgment';
import NoticePage from '../pages/Notice';
import { AVAILABLE_PAGES, HEADER_LINKS, MORE_LINKS } from '../pages/publicPages';
import { pageAt } from './prefetch';
import { itemUrl, listUrl, located, MissingResource, tagsOf } from './registry';

jest.mock('remote_shared/registry', () => {
  const actual = jest.requireActual<typeof import('remote_shared/registry')>('remote_shared/registry');
  const { acknowledgments: _missing, ...kept } = actual.REGISTRY;
  return { ...actual, REGISTRY: { ...kept, bursaries: { path: 'bursaries', tag: 'Bursary', access: 'anyone' } } };
});

pageTestHooks();

describe('the registry as this remote reads it', () => {
  test('an entry it does not know is never looked at; one it knows reads as before', () => {
    expect(listUrl('notices')).toBe('notices/');
    expect(itemUrl('notices', 7)).toBe('notices/7/');
    expect(tagsOf('notices', 'teachers')).toEqual(['Notice', 'Teacher']);
  });

  test('an entry it expects and does not find: no tag, and a read that fails with MissingResource', () => {
    expect(located('acknowledgments')).toBeUndefined();
    expect(tagsOf('acknowledgments', 'notices')).toEqual(['Notice']);
    expect(() => listUrl('acknowledgments')).toThrow(MissingResource);
    // Nor does an entry of another shape, or a registry that is no object, throw.
    expect(located('notices', { notices: { path: 42 } })).toBeUndefined();
    expect(located('notices', null)).toBeUndefined();
  });
});

describe('pages with that shared remote', () => {
  test("the missing resource's page is left out: no link in the menus, its address the 404 page; the others stay", () => {
    const links = [...HEADER_LINKS, ...MORE_LINKS].map((link) => link.to);
    expect(links).not.toContain('/acknowledgment');
    expect(links).toEqual(expect.arrayContaining(['/', '/notice', '/gallery', '/facnstaff', '/result', '/routine']));
    expect(AVAILABLE_PAGES.map((page) => page.path)).not.toContain('/acknowledgment');
    expect(pageAt('/acknowledgment').page.path).toBe('*');
    expect(pageAt('/notice/3').page.path).toBe('/notice/:id');
  });


  test('the page of the missing resource shows that it found nothing, and asks the API nothing', async () => {
    const api = installFakeApi({});
    renderApp(<AcknowledgmentPage />, { route: '/acknowledgment', store: makeStore() });
    expect(screen.getByRole('heading', { level: 1, name: 'পাঠদানের অনুমতি ও স্বীকৃতি' })).toBeInTheDocument();
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(api.sent('GET acknowledgment/')).toHaveLength(0);
  });

  test('the other pages read and show as before', async () => {
    installFakeApi({ 'GET notices/': { data: { count: 1, results: [notice(1, { title: 'ভর্তি বিজ্ঞপ্তি' })] } } });
    renderApp(<NoticePage />, { route: '/notice', store: makeStore() });
    expect(await screen.findByText('ভর্তি বিজ্ঞপ্তি')).toBeInTheDocument();
  });
});
