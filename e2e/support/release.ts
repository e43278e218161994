// The release the browser is told of, changed at run time as a test needs it: in /release.json and in the page a
// server drew, which names the release it was drawn with (api/src/render/assemble.ts).
import type { Page } from 'playwright-core';

export type ReleaseJson = Record<string, { entry: string; integrity?: string; files?: string; files_integrity?: string; version?: string }>;

/**
 * Puts `patch` (remotes by name) into the release the browser is told of: in /release.json and, as a drawn page names
 * the release it was drawn with, into the page's own before its scripts read it (`only` limits it to one of the two).
 */
export async function changeRelease(page: Page, patch: ReleaseJson, only?: 'release.json' | 'page'): Promise<void> {
  if (only !== 'page') {
    await page.route('**/release.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as ReleaseJson), ...patch } });
    });
  }
  if (only !== 'release.json') {
    // Before the host's start reads it: this listener is added before any of the page's own.
    await page.addInitScript((changed: ReleaseJson) => {
      document.addEventListener('DOMContentLoaded', () => {
        const named = document.getElementById('college-release');
        if (named?.textContent) named.textContent = JSON.stringify({ ...(JSON.parse(named.textContent) as ReleaseJson), ...changed });
      });
    }, patch);
  }
}
