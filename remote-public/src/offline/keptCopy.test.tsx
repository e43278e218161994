import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderApp } from '../../../remote-shared/src/testing/render';
import { useKeptCopyOffline } from './keptCopy';

/** The pages the service worker kept, as Cache Storage answers `caches.match`. */
const KEPT = new Set(['/result', '/routine?class=1&section=2']);

function Links({ open }: { open: (href: string) => void }) {
  useKeptCopyOffline(open);
  return (
    <>
      <Link to="/result">ফলাফল</Link>
      <Link to="/routine?class=1&section=2">রুটিন</Link>
      <Link to="/gallery">গ্যালারি</Link>
    </>
  );
}

let online: jest.SpyInstance;
let match: jest.Mock;
beforeEach(() => {
  online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
  match = jest.fn(async (href: string) => (KEPT.has(href) ? {} : undefined));
  Object.defineProperty(globalThis, 'caches', { configurable: true, value: { match } });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (globalThis as { caches?: unknown }).caches;
});

/** Lets the check of Cache Storage settle. */
const settle = () => new Promise((done) => setTimeout(done, 20));

test('offline, a page followed inside the app opens as its kept copy, with its query', async () => {
  const open = jest.fn();
  const { user } = renderApp(<Links open={open} />, { route: '/result' });
  await settle();
  expect(open).not.toHaveBeenCalled(); // the page as it was loaded
  await user.click(screen.getByRole('link', { name: 'রুটিন' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('/routine?class=1&section=2'));
  await user.click(screen.getByRole('link', { name: 'ফলাফল' }));
  await waitFor(() => expect(open).toHaveBeenLastCalledWith('/result'));
  expect(open).toHaveBeenCalledTimes(2);
});

test('a page never kept stays as the app draws it', async () => {
  const open = jest.fn();
  const { user } = renderApp(<Links open={open} />, { route: '/' });
  await user.click(screen.getByRole('link', { name: 'গ্যালারি' }));
  await settle();
  expect(match).toHaveBeenCalledWith('/gallery');
  expect(open).not.toHaveBeenCalled();
});

test('online, or without a service worker in control, nothing is looked up', async () => {
  const open = jest.fn();
  const { user } = renderApp(<Links open={open} />, { route: '/' });
  online.mockReturnValue(true);
  await user.click(screen.getByRole('link', { name: 'ফলাফল' }));
  online.mockReturnValue(false);
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
  await user.click(screen.getByRole('link', { name: 'রুটিন' }));
  await settle();
  expect(match).not.toHaveBeenCalled();
  expect(open).not.toHaveBeenCalled();
});
