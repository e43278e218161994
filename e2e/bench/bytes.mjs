// What a first visit costs a phone in bytes, with and without the light page (Save-Data: on): every response the
// page loads until the network is quiet, counted as it crossed the wire (compressed), for /, /notice and a notice
// page, in a fresh browser profile each time (nothing cached, no service worker yet).
//   node e2e/bench/bytes.mjs        (npm run bench:bytes -w e2e)
import { chromium } from 'playwright-core';
import { build } from '../../scripts/build.mjs';
import { findChromium, INSTALL_HINT } from '../../scripts/chromium.mjs';
import { startServer } from './site.mjs';

const executablePath = findChromium();
if (!executablePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
build({ quiet: true });
const server = await startServer('bytes');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });

/** Bytes received for one cold visit of `path`, and how many of them were scripts. */
async function visit(path, saveData) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block', extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {} });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  let total = 0;
  let scripts = 0;
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    total += encodedDataLength;
    if (types.get(requestId) === 'Script') scripts += encodedDataLength;
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await context.close();
  return { total, scripts };
}

try {
  const notices = await (await fetch(`${server.url}/api/notices/?page=1`)).json();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('bytes of a first visit at 360 px (compressed, as received), full page | light page (Save-Data: on)');
  for (const path of ['/', '/notice', `/notice/${notices.results[0].id}`]) {
    const [full, light] = [await visit(path, false), await visit(path, true)];
    console.log(`  ${path.padEnd(12)} ${kb(full.total).padStart(9)} (scripts ${kb(full.scripts)}) | ${kb(light.total).padStart(9)} (scripts ${kb(light.scripts)})`);
  }
} finally {
  await browser.close();
  server.stop();
}
