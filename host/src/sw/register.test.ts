import { registerServiceWorker, SW_URL } from './register';

function fakeWindow(readyState: DocumentReadyState, withServiceWorker = true) {
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  const listeners: Record<string, () => void> = {};
  const navigator = withServiceWorker ? { serviceWorker: { register } } : {};
  const win = {
    navigator,
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  } as unknown as Window;
  return { win, register, fireLoad: () => listeners.load?.() };
}

test('registers /sw.js with scope / once the page has loaded, not before', () => {
  const { win, register, fireLoad } = fakeWindow('interactive');
  registerServiceWorker(win, true);
  expect(register).not.toHaveBeenCalled();
  fireLoad();
  expect(register).toHaveBeenCalledWith(SW_URL, { scope: '/' });
  expect(SW_URL).toBe('/sw.js');
});

test('registers at once when the page has already loaded', () => {
  const { win, register } = fakeWindow('complete');
  registerServiceWorker(win, true);
  expect(register).toHaveBeenCalledTimes(1);
});

test('does nothing in a development build or a browser without service workers', () => {
  const dev = fakeWindow('complete');
  registerServiceWorker(dev.win, false);
  expect(dev.register).not.toHaveBeenCalled();
  const old = fakeWindow('complete', false);
  expect(() => registerServiceWorker(old.win, true)).not.toThrow();
});

test('a refused registration only warns', async () => {
  const { win, register } = fakeWindow('complete');
  register.mockRejectedValueOnce(new Error('SecurityError'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  registerServiceWorker(win, true);
  await new Promise((r) => setTimeout(r, 0));
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
