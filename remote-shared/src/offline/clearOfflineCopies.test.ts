import { clearOfflineCopies } from './clearOfflineCopies';

type Caches = Pick<CacheStorage, 'keys' | 'delete'>;

function fakeCaches(names: string[]): Caches & { names: string[] } {
  const store = { names: [...names] };
  return Object.assign(store, {
    keys: async () => [...store.names],
    delete: async (name: string) => {
      const had = store.names.includes(name);
      store.names = store.names.filter((n) => n !== name);
      return had;
    },
  });
}

const global = globalThis as { caches?: Caches };

afterEach(() => {
  delete global.caches;
});

test('deletes the caches kept as the user read, not the build precache', async () => {
  const caches = fakeCaches(['pages', 'api', 'media', 'assets', 'shell', 'workbox-precache-v2-http://localhost/']);
  global.caches = caches;
  await clearOfflineCopies();
  expect(caches.names).toEqual(['workbox-precache-v2-http://localhost/']);
});

test('does nothing where there is no Cache Storage', async () => {
  delete global.caches;
  await expect(clearOfflineCopies()).resolves.toBeUndefined();
});

test('a refusing Cache Storage does not stop the sign-out', async () => {
  global.caches = { keys: async () => Promise.reject(new Error('SecurityError')), delete: async () => false };
  await expect(clearOfflineCopies()).resolves.toBeUndefined();
});
