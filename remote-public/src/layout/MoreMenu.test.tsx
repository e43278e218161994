import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../remote-shared/src/store/store';
import { installFakeApi, resetBrowserState, uninstallFakeApi } from '../../../remote-shared/src/testing/fakeApi';
import { LocationProbe, renderApp } from '../../../remote-shared/src/testing/render';
import { Header } from './Header';
import { MoreMenu } from './MoreMenu';

beforeEach(() => {
  resetBrowserState();
  installFakeApi({ 'GET institutions/': { data: [{ id: 1, name: 'সরকারি মডেল কলেজ', address: 'ঢাকা' }] } });
});
afterEach(() => {
  uninstallFakeApi();
  window.history.replaceState(null, '', '/');
});

const renderHeader = (route = '/') =>
  renderApp(
    <>
      <Header />
      <button type="button">elsewhere</button>
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route, store: makeStore() },
  );

const toggle = () => screen.getByRole('button', { name: 'আরও' });
const moreList = () => document.getElementById('more-menu')!;

describe('The header\'s "more" menu', () => {
  it('is a disclosure button: it shows and hides the four pages of the public record', async () => {
    const { user } = renderHeader();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'more-menu');
    expect(moreList()).not.toBeVisible();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(moreList()).toBeVisible();
    expect(within(moreList()).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/about', '/result', '/routine', '/acknowledgment']);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(moreList()).not.toBeVisible();
    await screen.findByText('সরকারি মডেল কলেজ');
  });

  it('works by keyboard: Enter opens it, Tab reaches its links, Escape closes it and gives focus back to its button', async () => {
    const { user } = renderHeader();
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(moreList()).getByRole('link', { name: 'প্রতিষ্ঠান পরিচিতি' })).toHaveFocus();
    await user.tab();
    expect(within(moreList()).getByRole('link', { name: 'ফলাফল' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText('সরকারি মডেল কলেজ');
  });

  it('closes when focus or a click goes elsewhere, and when one of its links is followed', async () => {
    const { user } = renderHeader();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await user.tab(); // into the menu: it stays open
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 4; i += 1) await user.tab(); // past its last link
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await user.click(within(moreList()).getByRole('link', { name: 'রুটিন' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/routine');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    // On one of its pages the menu's button says so, and the page's link is marked current.
    expect(toggle().closest('.pub-more')).toHaveClass('is-current');
    expect(within(moreList()).getByRole('link', { name: 'রুটিন', hidden: true })).toHaveAttribute('aria-current', 'page');
    await screen.findByText('সরকারি মডেল কলেজ');
  });

  it('inside the open mobile menu, Escape closes only the "more" menu first', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'মেনু খুলুন' }));
    await user.click(toggle());
    within(moreList()).getByRole('link', { name: 'ফলাফল' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'মেনু বন্ধ করুন' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'মেনু খুলুন' })).toHaveAttribute('aria-expanded', 'false');
    await screen.findByText('সরকারি মডেল কলেজ');
  });
});

describe('The "more" menu before the page\'s script', () => {
  const tree = (
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/']}>
        <MoreMenu />
      </MemoryRouter>
    </Provider>
  );

  it('is drawn by the server as <details>/<summary>, which opens without any script', () => {
    const html = renderToString(tree);
    expect(html).toMatch(/^<details class="pub-more"><summary class="pub-nav__link pub-more__toggle">আরও/);
    expect(html).toContain('<ul id="more-menu" class="pub-more__list">');
    expect(html).toContain('href="/result"');
    expect(html).not.toContain('aria-expanded');
  });

  it('becomes the button in its place once hydrated, keeping it open and focused as the visitor left it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const details = container.querySelector('details')!;
    details.open = true;
    container.querySelector('summary')!.focus();
    const errors = jest.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree);
    });
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
    const button = within(container).getByRole('button', { name: 'আরও' });
    expect(container.querySelector('details')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveFocus();
    await userEvent.setup().keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => root!.unmount());
    container.remove();
    errors.mockRestore();
  });
});
