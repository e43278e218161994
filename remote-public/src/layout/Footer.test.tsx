import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { deferred, installFakeApi, resetBrowserState, uninstallFakeApi, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { publicApi } from '../api/publicApi';
import { Footer } from './Footer';

beforeEach(() => resetBrowserState());
afterEach(() => uninstallFakeApi());

describe('Footer', () => {
  it('renders nothing until the institution has loaded, then its name, address and copyright', async () => {
    const reply = deferred<Reply>();
    const api = installFakeApi({ 'GET institutions/': () => reply.promise });
    const { container } = renderApp(<Footer />, { store: makeStore() });

    await waitFor(() => expect(api.sent('GET institutions/')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    reply.resolve({ data: [{ id: 1, name: 'সরকারি মডেল কলেজ', address: 'স্টেশন রোড, ঢাকা' }] });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('সরকারি মডেল কলেজ');
    expect(footer).toHaveTextContent('ঠিকানা: স্টেশন রোড, ঢাকা');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} সরকারি মডেল কলেজ. All rights reserved. | Powered by`);
  });

  it('shows the location code, the phone and email as links, and loads the map only when asked', async () => {
    installFakeApi({
      'GET institutions/': {
        data: [{ id: 1, name: 'সরকারি মডেল কলেজ', address: 'স্টেশন রোড, ঢাকা', location_code: '1207', contact_phone: '01711000000', contact_email: 'info@college.example' }],
      },
    });
    const { user } = renderApp(<Footer />, { store: makeStore() });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('লোকেশন কোড: 1207');
    expect(within(footer).getByRole('link', { name: '01711000000' })).toHaveAttribute('href', 'tel:01711000000');
    expect(within(footer).getByRole('link', { name: 'info@college.example' })).toHaveAttribute('href', 'mailto:info@college.example');

    // No third-party frame until the visitor asks for the map; without the page's script, the link opens the map
    // itself in a new tab.
    expect(footer.querySelector('iframe')).toBeNull();
    const show = within(footer).getByRole('link', { name: 'মানচিত্র দেখুন' });
    expect(show).toHaveAttribute('href', `https://maps.google.com/maps?q=${encodeURIComponent('সরকারি মডেল কলেজ, স্টেশন রোড, ঢাকা')}&z=15`);
    expect(show).toHaveAttribute('target', '_blank');
    expect(show).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await user.click(show);
    const map = within(footer).getByTitle('মানচিত্রে কলেজের অবস্থান');
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toContain(encodeURIComponent('সরকারি মডেল কলেজ, স্টেশন রোড, ঢাকা'));
  });

  it('renders nothing when the institution cannot be loaded', async () => {
    const api = installFakeApi({ 'GET institutions/': { status: 500, data: {} } });
    const store = makeStore();
    const { container } = renderApp(<Footer />, { store });
    await waitFor(() => expect(publicApi.endpoints.getSiteInstitution.select()(store.getState()).isError).toBe(true));
    expect(api.sent('GET institutions/')).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('uses the fallback name once loaded when no institution exists yet', async () => {
    installFakeApi({ 'GET institutions/': { data: [] } });
    renderApp(<Footer />, { store: makeStore() });
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('কলেজের নাম');
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('ঠিকানা:');
  });
});
