// axe-core put into a page by the test tool (DevTools evaluation), not as a <script>: the site's
// Content-Security-Policy rightly refuses an inline script it did not send.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(join(require.resolve('axe-core/package.json'), '..', 'axe.min.js'), 'utf8');

export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
}
