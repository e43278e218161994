// `npm run bench:interactive -w e2e` (and the last part of the root `npm run bench`): how soon a visitor on a
// phone can use three public pages, as two phones: a mid-tier one (DevTools' calibration: benchmarkIndex 1,000, a
// Pixel 5) and a low-tier one (264, a Moto G4 Power 2022). Starts the production server as bench:web does (a
// temporary data folder with the demo college, on a free port), drives Debian's Chromium through playwright-core
// under DevTools throttling (150 ms RTT, 1.6 Mbps down, 750 Kbps up, cache off, a 360x740 screen; a fresh context
// per run, service workers blocked since their requests would escape the throttling) and measures per page:
//
//   - click effect: from navigation start until a click takes effect. The bench clicks the page's control every
//     50 ms from the moment it is in the DOM and polls for the effect; a click on a real link before the page is
//     hydrated loads the next page, which counts when the effect is on it (still timed from the first start).
//       /login   a[href="/login?mode=register"]  ->  form[aria-labelledby="register-title"]
//       /notice  nav.pub-pagination a[href="/notice?page=2"]  ->  nav.pub-pagination [aria-current="page"] reads 2
//       /        a.pub-menu-toggle (else button.pub-menu-toggle)  ->  nav.pub-nav shown
//   - hydrated: the page's performance mark `college:hydrated`, else (pages without it yet) the moment
//     <html data-ready="true"> appears, polled every 20 ms. Measured on a load of its own, without clicks.
//
// The CPU slowdown is calibrated, not fixed: DevTools' throttling is not linear in its rate, so the rate is bisected
// until Lighthouse's own benchmark (computeBenchmarkIndex), run in a throttled page, scores the phone's index within
// 10%, as DevTools' CPU calibration does. The host's index (unthrottled) is read again after each run; a run during
// which it moved more than 20% is repeated, at most 3 times, then kept and marked.
//
//   options: --runs N (default 3; the median is reported), --strict (exit 1 when a target is missed),
//   --json FILE (every run's numbers), --url BASE (measure a running site instead), --no-build (serve the built
//   files as they are, even when stale)
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { build } from '../../scripts/build.mjs';
import { option, startServer } from './site.mjs';
import { findChromium, INSTALL_HINT } from '../../scripts/chromium.mjs';


/** The phones, by the benchmarkIndex DevTools' CPU calibration gives them, and their targets (ms; null: none). */
const PHONES = [
  { name: 'mid-tier phone', index: 1000, targets: { clickMs: 2000, hydratedMs: 2500 } },
  { name: 'low-tier phone', index: 264, targets: { clickMs: 2500, hydratedMs: null } },
];
/** The calibrated index may be this far from the phone's. */
const CALIBRATION_TOLERANCE = 0.1;
/** A run during which the host's index moved further than this is repeated... */
const DRIFT = 0.2;
/** ...at most this many times in all. */
const TRIES = 3;

/** Lighthouse's mobile line (rttMs 150, 1.6 Mbps, 750 Kbps), applied by DevTools. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const VIEWPORT = { width: 360, height: 740 };
const CLICK_EVERY_MS = 50;
const POLL_MS = 10;
const RUN_TIMEOUT_MS = 30_000;

/** What each page is measured by: the control to click and the effect that shows the click worked. */
const PAGES = [
  {
    path: '/login',
    control: ['a[href="/login?mode=register"]'],
    effect: { kind: 'present', selector: 'form[aria-labelledby="register-title"]' },
    label: 'Register toggle',
  },
  {
    path: '/notice',
    control: ['nav.pub-pagination a[href="/notice?page=2"]'],
    effect: { kind: 'current-page', selector: 'nav.pub-pagination [aria-current="page"]' },
    label: 'page 2',
  },
  {
    path: '/',
    control: ['a.pub-menu-toggle', 'button.pub-menu-toggle'],
    effect: { kind: 'visible', selector: 'nav.pub-nav' },
    label: 'mobile menu',
  },
];

const runs = Number(option('runs', 3));
const strict = process.argv.includes('--strict');
const jsonFile = option('json', null);
const givenUrl = option('url', null)?.replace(/\/+$/, '');
const noBuild = process.argv.includes('--no-build');
if (!(runs >= 1)) throw new Error('--runs takes a positive number');



// Runs in every document before its own scripts: notes when <html data-ready="true"> first appears (polled every
// 20 ms), the fallback for pages that do not set the `college:hydrated` mark yet.
const READY_WATCH = `(() => {
  const timer = setInterval(() => {
    if (document.documentElement && document.documentElement.dataset.ready === 'true') {
      window.__benchReadyAt = performance.now();
      clearInterval(timer);
    }
  }, 20);
})();`;

/** Lighthouse's CPU benchmark, as it runs it in a page. */
const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** The benchmark's score in a page throttled by `rate` (1: the host's own), median of 3. */
async function indexAt(browser, rate) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const scores = [];
    for (let i = 0; i < 3; i++) scores.push(await page.evaluate(BENCHMARK));
    return scores.sort((a, b) => a - b)[1];
  } finally {
    await context.close();
  }
}

/** The throttling rate at which the benchmark scores `target` within CALIBRATION_TOLERANCE: bisected on its log. */
async function calibrate(browser, target, hostIndex) {
  let low = 1;
  let high = Math.max(2, (hostIndex / target) * 4);
  let rate = Math.max(1, hostIndex / target);
  let index = null;
  for (let step = 0; step < 12; step++) {
    index = await indexAt(browser, rate);
    if (Math.abs(index / target - 1) <= CALIBRATION_TOLERANCE) return { rate, calibratedIndex: index, calibrated: true };
    if (index > target) low = rate;
    else high = rate;
    if (rate === 1 && index < target) return { rate, calibratedIndex: index, calibrated: false }; // the host is slower than the phone
    rate = Math.sqrt(low * high);
  }
  return { rate, calibratedIndex: index, calibrated: false };
}

/** A fresh context and page under the throttling. */
async function throttledPage(browser, cpuRate) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.addInitScript(READY_WATCH);
  return { context, page };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Until hydration: the `college:hydrated` mark, else the data-ready fallback (ms from navigation start). */
async function measureHydration(browser, url, cpuRate) {
  const { context, page } = await throttledPage(browser, cpuRate);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
    const read = () =>
      page.evaluate(() => {
        const mark = performance.getEntriesByName('college:hydrated')[0];
        return { mark: mark ? mark.startTime : null, ready: window.__benchReadyAt ?? null };
      });
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    let seen = { mark: null, ready: null };
    let readySince = null;
    while (Date.now() < deadline) {
      try {
        seen = await read();
      } catch {
        // the document is being replaced
      }
      if (seen.mark !== null) return { ms: seen.mark, source: 'college:hydrated' };
      // The mark may come a moment after data-ready: give it half a second before falling back.
      if (seen.ready !== null && (readySince ??= Date.now()) + 500 < Date.now()) return { ms: seen.ready, source: 'data-ready' };
      await sleep(50);
    }
    return { ms: null, source: null, error: `neither the college:hydrated mark nor data-ready within ${RUN_TIMEOUT_MS / 1000} s` };
  } finally {
    await context.close();
  }
}

/** In the page: where the control is (scrolled into view), whether the effect shows, and the time (epoch ms). */
function probe({ control, effect }) {
  const now = performance.timeOrigin + performance.now();
  let shown = false;
  const found = [...document.querySelectorAll(effect.selector)];
  if (effect.kind === 'present') shown = found.length > 0;
  else if (effect.kind === 'current-page') shown = found.some((el) => /(^|[^0-9০-৯])[2২]([^0-9০-৯]|$)/.test(el.textContent.trim()));
  else if (effect.kind === 'visible') shown = found.some((el) => el.getBoundingClientRect().height > 0 && getComputedStyle(el).display !== 'none');
  let target = null;
  for (const selector of control) {
    const el = document.querySelector(selector);
    if (!el) continue;
    let box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) {
      el.scrollIntoView({ block: 'center', inline: 'center' });
      box = el.getBoundingClientRect();
    }
    target = { selector, x: box.left + box.width / 2, y: box.top + box.height / 2 };
    break;
  }
  return { now, shown, target };
}

/** From navigation start until a click takes effect (ms), clicking every 50 ms once the control is there. */
async function measureClick(browser, url, spec, cpuRate) {
  const { context, page } = await throttledPage(browser, cpuRate);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
    const start = await page.evaluate(() => performance.timeOrigin);
    const clicks = []; // ms from start
    const loads = []; // full page loads a click started: ms from start
    let pendingLoad = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        pendingLoad = true;
        loads.push(Date.now() - start);
      }
    });
    page.on('requestfailed', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pendingLoad = false;
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) pendingLoad = false;
    });
    let lastClick = -Infinity;
    let clicked = null;
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    while (Date.now() < deadline) {
      let state;
      try {
        state = await page.evaluate(probe, spec);
      } catch {
        await sleep(POLL_MS); // the document is being replaced
        continue;
      }
      if (state.shown) {
        if (!clicks.length) return { ms: null, error: `${spec.effect.selector} showed before any click` };
        const ms = state.now - start;
        // The click that took effect: the one that started the page load, else the last one before the effect.
        const cause = loads.length ? clicks.filter((c) => c <= loads[loads.length - 1] + 1).length : clicks.length;
        return { ms, clicks: clicks.length, effectiveClick: cause, clickedAt: clicks[cause - 1] ?? null, firstClickAt: clicks[0], fullLoad: loads.length > 0, control: clicked };
      }
      if (state.target && !pendingLoad && Date.now() - lastClick >= CLICK_EVERY_MS) {
        lastClick = Date.now();
        clicked = state.target.selector;
        clicks.push(state.now - start);
        try {
          await page.mouse.click(state.target.x, state.target.y);
        } catch {
          // the page went away under the click
        }
        continue; // look for the effect at once
      }
      await sleep(POLL_MS);
    }
    const what = clicks.length ? `no effect after ${clicks.length} click(s) on ${clicked}` : `${spec.control.join(' or ')} never appeared`;
    return { ms: null, clicks: clicks.length, error: `${what} within ${RUN_TIMEOUT_MS / 1000} s` };
  } finally {
    await context.close();
  }
}

function median(values) {
  const known = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (known.length < values.length) return null; // a failed run fails the page
  return known[Math.floor(known.length / 2)];
}
const seconds = (ms) => (ms === null ? 'failed' : `${(ms / 1000).toFixed(2)} s`);
const list = (values) => values.map((ms) => (ms === null ? '-' : (ms / 1000).toFixed(2))).join(' / ');

async function main() {
  const chromePath = process.env.CHROME_PATH || findChromium();
  if (!chromePath) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  let server = null;
  const browserArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
  let browser = null;
  const stopAll = async () => {
    await browser?.close().catch(() => {});
    server?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n[interactive] ${signal}: stopping`);
      browser?.close().catch(() => {});
      server?.stop();
      process.exit(130);
    });
  }
  const results = {};
  let hostIndex = null;
  try {
    if (!givenUrl) {
      if (!noBuild) build({ quiet: true });
      server = await startServer('interactive');
    }
    const base = givenUrl ?? server.url;
    browser = await chromium.launch({ executablePath: chromePath, args: browserArgs });
    hostIndex = await indexAt(browser, 1);
    for (const phone of PHONES) {
      Object.assign(phone, await calibrate(browser, phone.index, hostIndex));
      process.stderr.write(`[interactive] ${phone.name}: host index ${Math.round(hostIndex)}, CPU rate ${phone.rate.toFixed(2)} scores ${Math.round(phone.calibratedIndex)} (target ${phone.index})\n`);
      results[phone.name] = {};
      for (const spec of PAGES) {
        results[phone.name][spec.path] = { hydrated: [], click: [] };
        for (let i = 0; i < runs; i++) {
          for (const [kind, run] of [
            ['hydrated', () => measureHydration(browser, `${base}${spec.path}`, phone.rate)],
            ['click', () => measureClick(browser, `${base}${spec.path}`, spec, phone.rate)],
          ]) {
            let result;
            for (let tries = 1; tries <= TRIES; tries++) {
              process.stderr.write(`[interactive] ${phone.name} ${spec.path} ${kind} run ${i + 1}/${runs}${tries > 1 ? `, try ${tries}` : ''}\n`);
              result = await run();
              result.hostIndex = await indexAt(browser, 1);
              result.drifted = Math.abs(result.hostIndex / hostIndex - 1) > DRIFT;
              if (!result.drifted) break;
            }
            results[phone.name][spec.path][kind].push(result);
          }
        }
      }
    }
  } finally {
    await stopAll();
  }

  let missed = false;
  for (const phone of PHONES) {
    const { targets } = phone;
    console.log(
      `\nInteraction, ${phone.name} (benchmarkIndex ${phone.index}): host index ${Math.round(hostIndex)}, DevTools CPU rate ${phone.rate.toFixed(2)} ` +
        `(the benchmark scored ${Math.round(phone.calibratedIndex ?? 0)}${phone.calibrated ? '' : `, NOT within ${CALIBRATION_TOLERANCE * 100}%`}); ` +
        `${NETWORK.latency} ms RTT, 1.6 Mbps down, 750 Kbps up, cache off, ${VIEWPORT.width}x${VIEWPORT.height}, a fresh context per run; median of ${runs} run(s), every run in seconds.`,
    );
    const rows = PAGES.map((spec) => {
      const r = results[phone.name][spec.path];
      const click = median(r.click.map((x) => x.ms));
      const hydrated = median(r.hydrated.map((x) => x.ms));
      const misses = [];
      if (click === null || click >= targets.clickMs) misses.push(`click effect ${seconds(click)}`);
      if (hydrated === null || (targets.hydratedMs !== null && hydrated >= targets.hydratedMs)) misses.push(`hydrated ${seconds(hydrated)}`);
      return { spec, r, click, hydrated, misses };
    });
    missed ||= rows.some((row) => row.misses.length);
    const table = [
      ['page', 'click effect', 'runs (s)', 'target', 'hydrated', 'runs (s)', 'target', 'result'],
      ...rows.map(({ spec, r, click, hydrated, misses }) => [
        `${spec.path} (${spec.label})`,
        seconds(click),
        list(r.click.map((x) => x.ms)),
        `< ${(targets.clickMs / 1000).toFixed(1)} s`,
        seconds(hydrated),
        list(r.hydrated.map((x) => x.ms)),
        targets.hydratedMs === null ? '-' : `< ${(targets.hydratedMs / 1000).toFixed(1)} s`,
        misses.length ? 'MISSED' : 'met',
      ]),
    ];
    const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
    for (const [i, row] of table.entries()) {
      console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  ').trimEnd());
      if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    }
    console.log();
    for (const { spec, r, misses } of rows) {
      const notes = [];
      const done = r.click.filter((x) => x.ms !== null);
      if (done.length) {
        const loads = done.filter((x) => x.fullLoad).length;
        const controls = [...new Set(done.map((x) => x.control))].join(', ');
        notes.push(`clicked ${controls}; the effect came through a full page load in ${loads} of ${done.length} run(s), after ${done.map((x) => x.clicks).join('/')} click(s)`);
      }
      const sources = [...new Set(r.hydrated.filter((x) => x.source).map((x) => x.source))];
      if (sources.length) notes.push(`hydrated read from ${sources.join(', ')}${sources.includes('data-ready') ? ' (fallback: the page sets no college:hydrated mark)' : ''}`);
      const drifted = [...r.click, ...r.hydrated].filter((x) => x.drifted);
      if (drifted.length) notes.push(`${drifted.length} run(s) kept after ${TRIES} tries with the host's index more than ${DRIFT * 100}% off (${drifted.map((x) => Math.round(x.hostIndex)).join(', ')})`);
      for (const failed of [...r.click, ...r.hydrated].filter((x) => x.error)) notes.push(`failed: ${failed.error}`);
      console.log(`${misses.length ? 'MISSED' : 'met   '} ${spec.path}${misses.length ? ': ' + misses.join(', ') : ''}`);
      for (const note of [...new Set(notes)]) console.log(`       ${note}`);
    }
  }
  if (jsonFile) {
    const file = resolve(process.env.INIT_CWD ?? process.cwd(), jsonFile);
    writeFileSync(file, JSON.stringify({ hostIndex, phones: PHONES, network: NETWORK, viewport: VIEWPORT, runs, results }, null, 2));
  }
  if (strict && missed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
