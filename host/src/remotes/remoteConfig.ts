// The remotes' URLs are read at run time from `/remotes.json` (served beside the host, no-cache), so a remote
// rebuilt or moved to another server is live on the next page load without rebuilding the host. When the
// file is missing or unreadable the URLs the host was built with are kept.
export const REMOTE_NAMES = ['remote_shared', 'remote_public', 'remote_dashboard'] as const;

export function parseRemoteUrls(body: unknown): Record<string, string> {
  const urls: Record<string, string> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return urls;
  for (const name of REMOTE_NAMES) {
    const url = (body as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.trim() !== '') urls[name] = url.trim();
  }
  return urls;
}

export async function applyRemoteUrls(fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetchImpl('/remotes.json', { headers: { Accept: 'application/json' } });
    if (!response.ok || !(response.headers.get('content-type') || '').includes('json')) return;
    window.__COLLEGE_REMOTES__ = parseRemoteUrls(await response.json());
  } catch (error) {
    console.warn('[host] /remotes.json could not be read; using the built-in remote URLs', error);
  }
}
