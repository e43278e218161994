// Every dashboard screen is declared once (src/screens.tsx): the router's routes, the sidebar's entries and the
// overview's cards and quick actions are all made from the descriptors, and nothing beside them adds one.
import { screen, within } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { createRoutesFromChildren, Route, Routes, type RouteObject } from 'react-router-dom';
import { RESOURCE_KEYS } from '../../remote-shared/src/registry';
import { makeStore } from '../../remote-shared/src/store/store';
import { renderApp } from '../../remote-shared/src/testing/render';
import DashboardApp from '../src/DashboardApp';
import { ScreenContext } from '../src/screenContext';
import { GROUPS, SCREENS, type ScreenDescriptor } from '../src/screens';
import { T } from '../src/texts';
import { fakeServer, renderScreen, stamp, uninstallFakeApi } from './screen';

jest.setTimeout(30000);
afterEach(() => uninstallFakeApi());

const descriptors: readonly ScreenDescriptor[] = SCREENS;
const byPath = new Map(descriptors.map((d) => [d.path, d]));

/** The descriptor a dashboard link leads to (`/dashboard/notices?new=1`), or undefined. */
function descriptorOf(href: string | null): ScreenDescriptor | undefined {
  const path = href?.match(/^\/dashboard\/([^?]+)/)?.[1];
  return path === undefined ? undefined : byPath.get(path);
}

describe('the screen descriptors', () => {
  it('each have a path of their own, and a screen reached from another names one that is in the menu', () => {
    expect(byPath.size).toBe(descriptors.length);
    for (const d of descriptors) {
      if (typeof d.menu === 'object') expect(typeof byPath.get(d.menu.within)?.menu).toBe('string');
    }
  });

  it('give every resource of the registry a screen (a new resource is not left out of the dashboard)', () => {
    expect(RESOURCE_KEYS.filter((key) => !descriptors.some((d) => d.resource === key))).toEqual([]);
  });

  it('are the router: one route each, besides the overview and the 404 page', () => {
    const layout = createRoutesFromChildren((DashboardApp() as ReactElement<{ children: ReactElement }>).props.children)[0];
    const children: RouteObject[] = layout.children ?? [];
    const paths = children.filter((route) => !route.index && route.path !== '*').map((route) => route.path);
    expect(paths.sort()).toEqual(descriptors.map((d) => d.path).sort());
    expect(children.filter((route) => route.index)).toHaveLength(1);
    expect(children.filter((route) => route.path === '*')).toHaveLength(1);
  });

  it('are the sidebar, the overview cards and the quick actions, with their titles and labels', async () => {
    fakeServer();
    const { main } = renderScreen('');
    const sidebar = within(screen.getByRole('navigation', { name: 'ড্যাশবোর্ড মেনু' }));
    const inMenu = descriptors.filter((d) => typeof d.menu === 'string');

    // The groups, then every screen of the menu in order (a closed group's links are there, hidden).
    const groupButtons = sidebar.getAllByRole('button');
    expect(groupButtons.map((b) => b.textContent)).toEqual([...new Set(inMenu.map((d) => d.menu))].filter((m) => m !== 'top').map((m) => GROUPS[m as keyof typeof GROUPS].label));
    const links = sidebar.getAllByRole('link', { hidden: true });
    const screenLinks = links.filter((link) => link.getAttribute('href') !== '/');
    expect(screenLinks.map((link) => link.getAttribute('href'))).toEqual(inMenu.map((d) => `/dashboard/${d.path}`));
    for (const link of screenLinks) expect(link).toHaveTextContent(descriptorOf(link.getAttribute('href'))!.title);

    // The overview's cards: every screen of the menu, in its order.
    const cards = within(await main.findByRole('region', { name: 'সব অংশ' })).getAllByRole('link');
    expect(cards.map((card) => [card.getAttribute('href'), card.textContent])).toEqual(inMenu.map((d) => [`/dashboard/${d.path}`, d.title]));

    // The quick actions: each one a descriptor's, with its label and query; the public site's link beside them.
    const quick = within(main.getByRole('navigation', { name: 'দ্রুত কাজ' })).getAllByRole('link');
    const declared = descriptors.flatMap((d) => (d.quick ?? []).map((q) => ({ ...q, to: `/dashboard/${d.path}${q.query ? `?${q.query}` : ''}` })));
    expect(quick.filter((link) => link.getAttribute('href') !== '/').map((link) => [link.getAttribute('href'), link.textContent])).toEqual(
      [...declared].sort((a, b) => a.rank - b.rank).map((q) => [q.to, q.label]),
    );
    expect(quick.map((link) => link.textContent)).toEqual(['নোটিশ যোগ করুন', 'শিক্ষার্থী যোগ করুন', 'শিক্ষার্থী ইমপোর্ট', 'আইডি কার্ড প্রিন্ট', 'ওয়েবসাইট দেখুন']);
  });
});

describe('a list screen with nothing of its own (crud/ResourceScreen)', () => {
  // The letters' resource under a descriptor of a new screen, as a resource with no screen file would be declared.
  const letters: ScreenDescriptor = {
    path: 'letters',
    title: 'পত্রসমূহ',
    menu: 'site',
    resource: 'acknowledgments',
    texts: T.acknowledgments,
    component: lazy(() => import('../src/crud/ResourceScreen')),
  };

  it('takes its columns, form fields, required marks and file picker from the registry and the schema', async () => {
    const api = fakeServer({ 'GET acknowledgment/': { data: [{ id: 1, title: 'পাঠদানের অনুমতিপত্র', date: '1972-07-01', image: '/media/acknowledgments/l1.pdf', ...stamp }] } });
    const Screen = letters.component;
    const { user } = renderApp(
      <Routes>
        <Route
          path="/dashboard/letters"
          element={
            <ScreenContext.Provider value={{ screen: letters, screens: [...SCREENS, letters] }}>
              <Suspense fallback={null}>
                <Screen />
              </Suspense>
            </ScreenContext.Provider>
          }
        />
      </Routes>,
      { route: '/dashboard/letters', store: makeStore() },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'পত্রসমূহ' }, { timeout: 10_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'পত্রসমূহ' });
    // Every field of the schema, then the file, with T.fieldNames' labels; the file a link named for the row.
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'শিরোনাম', 'তারিখ', 'ছবি', T.actions]);
    expect(await within(table).findByText('পাঠদানের অনুমতিপত্র')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /পাঠদানের অনুমতিপত্র/ })).toHaveAttribute('href', '/media/acknowledgments/l1.pdf');

    // Adding is the Admin's: the add button and its form, required marks from the schema and the file's rule.
    await user.click(screen.getByRole('button', { name: T.acknowledgments.add }));
    const modal = within(screen.getByRole('dialog', { name: T.acknowledgments.addTitle }));
    expect(modal.getByLabelText('শিরোনাম')).toHaveAttribute('aria-required', 'true');
    expect(modal.getByLabelText('তারিখ')).toHaveAttribute('type', 'date');
    const file = modal.getByLabelText('ছবি');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('aria-required', 'true');
    await user.click(modal.getByRole('button', { name: T.submit }));
    expect(modal.getByLabelText('শিরোনাম')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST acknowledgment/')).toHaveLength(0);
  });
});
