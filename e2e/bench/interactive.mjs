// `npm run bench:interactive -w e2e` (and the last part of the root `npm run bench`): how soon a visitor on a
// phone can use five public pages, as two phones: a mid-tier one (DevTools' calibration: benchmarkIndex 1,000, a
// Pixel 5) and a low-tier one (264, a Moto G4 Power 2022). Starts the production server as bench:web does (a
// temporary data folder with the demo college, on a free port), drives Debian's Chromium through playwright-core
// under DevTools throttling (150 ms RTT, 1.6 Mbps down, 750 Kbps up, cache off, a 360x740 screen; a fresh context
// per run, service workers blocked since their requests would escape the throttling) and measures per page:
//
//   - link tap: from navigation start until a tap on a link (or a control that works without the app) takes
//     effect. The bench taps the control every 50 ms from the moment it is in the DOM and polls for the effect; a
//     tap on a real link before the app has the page loads the next page, which counts when the effect is on it
//     (still timed from the first start).
//       /login        a[href="/login?mode=register"]  ->  form[aria-labelledby="register-title"]
//       /notice       nav.pub-pagination a[href="/notice?page=2"]  ->  nav.pub-pagination [aria-current="page"] reads 2
//       /             a.pub-menu-toggle (else button.pub-menu-toggle)  ->  nav.pub-nav shown
//       /gallery      the first photo's link  ->  the photo itself, or the app's viewer (a dialog)
//       /notice/<id>  main a[href="/notice"] (back to all notices)  ->  main ul.pub-notices
//   - app tap: on pages with a control that only works with the app (the public pages' controls work without it,
//     but for the notice search, which searches as one types): the page is loaded, the control tapped and typed in
//     at the `load` event (as a visitor who starts as the page is complete, while the app starts in idle time),
//     timed from the tap to its effect (the list searched, the URL's ?search=), so a start moved onto that tap shows.
//       /notice       input[name="search"], typed "ভর্তি"  ->  ?search= in the URL, no page load (text typed before the
//                     app has the page is searched as soon as it has it, without the search's pause after typing)
//   - JavaScript before the first interaction: on a load of its own without taps, traced, the scripts the page
//     evaluated (their KB compressed as sent, and uncompressed) and the main thread's time in JavaScript (script
//     evaluation, function calls, compilation and microtasks, overlaps counted once) until the `load` event; beside
//     them the same until the app has the page (it starts by itself in idle time after `load`).
//   - app started: the page's performance mark `college:hydrated` (the app has the page), on the same load.
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
import { ensureBengaliFont, option, startServer } from './site.mjs';
import { findChromium, INSTALL_HINT } from '../../scripts/chromium.mjs';


/** The phones, by the benchmarkIndex DevTools' CPU calibration gives them, and their targets (ms; null: none). */
const PHONES = [
  { name: 'mid-tier phone', index: 1000, targets: { clickMs: 2000, appTapMs: 1000 } },
  { name: 'low-tier phone', index: 264, targets: { clickMs: 2500, appTapMs: 2500 } },
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

/** What each page is measured by: the control to tap and the effect that shows the tap worked; `app`: its control that needs the app. */
const PAGES = [
  {
    path: '/',
    control: ['a.pub-menu-toggle', 'button.pub-menu-toggle'],
    effect: { kind: 'visible', selector: 'nav.pub-nav' },
    label: 'mobile menu',
  },
  {
    path: '/notice',
    control: ['nav.pub-pagination a[href="/notice?page=2"]'],
    effect: { kind: 'current-page', selector: 'nav.pub-pagination [aria-current="page"]' },
    label: 'page 2',
    app: { control: 'input[name="search"]', text: 'ভর্তি', label: 'search as one types' },
  },
  {
    path: '/gallery',
    control: ['ul.pub-gallery a.pub-gallery__button'],
    effect: { kind: 'photo', selector: '.pub-lightbox, [role="dialog"]' },
    label: 'first photo',
  },
  {
    path: null, // the newest notice's page, found when the server is up
    control: ['main a[href="/notice"]'],
    effect: { kind: 'present', selector: 'main ul.pub-notices' },
    label: 'all notices',
  },
  {
    path: '/login',
    control: ['a[href="/login?mode=register"]'],
    effect: { kind: 'present', selector: 'form[aria-labelledby="register-title"]' },
    label: 'Register toggle',
  },
];

const runs = Number(option('runs', 3));
const strict = process.argv.includes('--strict');
const jsonFile = option('json', null);
const givenUrl = option('url', null)?.replace(/\/+$/, '');
const noBuild = process.argv.includes('--no-build');
if (!(runs >= 1)) throw new Error('--runs takes a positive number');



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
  return { context, page };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The main thread's JavaScript, by the trace's event names (their overlaps are counted once). */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule']);

/**
 * From a trace of one page load: the page's main thread (the renderer main thread that evaluated the page's own
 * scripts), the scripts it evaluated and its time in JavaScript up to `until` (trace µs; null: the whole trace).
 */
function scriptWork(events, base, until) {
  const threads = new Map();
  for (const e of events) {
    if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, 0);
  }
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'EvaluateScript' && threads.has(key) && String(e.args?.data?.url ?? '').startsWith(base)) threads.set(key, threads.get(key) + 1);
  }
  const main = [...threads].sort((a, b) => b[1] - a[1])[0]?.[0];
  const urls = new Set();
  const spans = [];
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X' || !SCRIPT_EVENTS.has(e.name)) continue;
    if (until !== null && e.ts >= until) continue;
    if (e.name === 'EvaluateScript' && e.args?.data?.url) urls.add(e.args.data.url);
    spans.push([e.ts, Math.min(e.ts + (e.dur ?? 0), until ?? Infinity)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [from, to] of spans) {
    if (to <= reach) continue;
    total += to - Math.max(from, reach);
    reach = to;
  }
  return { urls, ms: total / 1000 };
}

/**
 * One load without taps, traced: the JavaScript evaluated until `load` and until the app has the page (its
 * `college:hydrated` mark, which it reaches in idle time after `load`), in KB and ms; and that mark (ms from
 * navigation start).
 */
async function measureLoad(browser, url, cpuRate, base) {
  const { context, page } = await throttledPage(browser, cpuRate);
  try {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'blink.user_timing', '__metadata'] });
    await page.goto(url, { waitUntil: 'load', timeout: RUN_TIMEOUT_MS });
    await page.waitForFunction(() => performance.getEntriesByName('college:hydrated').length > 0, null, { timeout: RUN_TIMEOUT_MS, polling: 100 });
    const seen = await page.evaluate(() => ({
      hydrated: performance.getEntriesByName('college:hydrated')[0].startTime,
      load: performance.getEntriesByType('navigation')[0].loadEventStart,
      sizes: performance.getEntriesByType('resource').map((r) => [r.name, r.encodedBodySize, r.decodedBodySize]),
    }));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    // The trace's clock: navigation start is the main frame's `navigationStart` mark.
    const navigation = traceEvents.filter((e) => e.name === 'navigationStart' && e.args?.data?.isOutermostMainFrame !== false && String(e.args?.data?.documentLoaderURL ?? '').startsWith(base)).at(-1);
    const at = (ms) => (navigation ? navigation.ts + ms * 1000 : null);
    const sizes = new Map(seen.sizes.map(([name, sent, size]) => [name, { sent, size }]));
    const sum = ({ urls, ms }) => {
      let sent = 0;
      let size = 0;
      for (const script of urls) {
        sent += sizes.get(script)?.sent ?? 0;
        size += sizes.get(script)?.size ?? 0;
      }
      return { scripts: urls.size, sentKB: sent / 1024, sizeKB: size / 1024, ms };
    };
    return {
      ms: seen.hydrated,
      loadMs: seen.load,
      beforeLoad: sum(scriptWork(traceEvents, base, at(seen.load))),
      untilApp: sum(scriptWork(traceEvents, base, at(seen.hydrated))),
      traced: Boolean(navigation),
    };
  } catch (error) {
    await browser.stopTracing().catch(() => {});
    return { ms: null, error: String(error?.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}

/**
 * The first tap on the page's control that needs the app (`spec.app`), made at the `load` event: from the tap until
 * its effect (the notice search: ?search= in the URL, without a page load), in ms.
 */
async function measureAppTap(browser, url, spec, cpuRate) {
  const { context, page } = await throttledPage(browser, cpuRate);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: RUN_TIMEOUT_MS });
    // A mark on the document: a page load in between would take it away.
    await page.evaluate(() => (window.__benchSameDocument = true));
    const box = await page.locator(spec.app.control).boundingBox();
    if (!box) return { ms: null, error: `${spec.app.control} is not on screen` };
    const tappedAt = Date.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type(spec.app.text);
    const typedMs = Date.now() - tappedAt;
    await page.waitForFunction(() => new URLSearchParams(location.search).get('search'), null, { timeout: RUN_TIMEOUT_MS, polling: POLL_MS });
    const ms = Date.now() - tappedAt;
    if (!(await page.evaluate(() => window.__benchSameDocument === true))) return { ms: null, error: 'the search loaded a new page instead of the app searching' };
    return { ms, typedMs };
  } catch (error) {
    return { ms: null, error: String(error?.message ?? error).split('\n')[0] };
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
  else if (effect.kind === 'photo') shown = document.contentType.startsWith('image/') || found.length > 0;
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
  ensureBengaliFont();
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
    // The notice page measured is the newest notice's.
    const newest = (await (await fetch(`${base}/api/notices/`)).json())[0];
    if (!newest) throw new Error('the demo college has no notice to measure');
    for (const spec of PAGES) spec.path ??= `/notice/${newest.id}`;
    for (const phone of PHONES) {
      Object.assign(phone, await calibrate(browser, phone.index, hostIndex));
      process.stderr.write(`[interactive] ${phone.name}: host index ${Math.round(hostIndex)}, CPU rate ${phone.rate.toFixed(2)} scores ${Math.round(phone.calibratedIndex)} (target ${phone.index})\n`);
      results[phone.name] = {};
      for (const spec of PAGES) {
        results[phone.name][spec.path] = { load: [], click: [], app: [] };
        for (let i = 0; i < runs; i++) {
          const kinds = [
            ['load', () => measureLoad(browser, `${base}${spec.path}`, phone.rate, base)],
            ['click', () => measureClick(browser, `${base}${spec.path}`, spec, phone.rate)],
          ];
          if (spec.app) kinds.push(['app', () => measureAppTap(browser, `${base}${spec.path}`, spec, phone.rate)]);
          for (const [kind, run] of kinds) {
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
  const pathLabel = (spec) => `${spec.path.startsWith('/notice/') ? 'a notice' : spec.path} (${spec.label})`;
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
      const app = spec.app ? median(r.app.map((x) => x.ms)) : undefined;
      const hydrated = median(r.load.map((x) => x.ms));
      const pick = (part, key) => median(r.load.map((x) => (x[part] ? x[part][key] : null)));
      const js = { loadKB: pick('beforeLoad', 'sentKB'), loadSizeKB: pick('beforeLoad', 'sizeKB'), loadMs: pick('beforeLoad', 'ms'), appKB: pick('untilApp', 'sentKB'), appMs: pick('untilApp', 'ms') };
      const misses = [];
      if (click === null || click >= targets.clickMs) misses.push(`link tap ${seconds(click)}`);
      if (app !== undefined && (app === null || app >= targets.appTapMs)) misses.push(`app tap ${seconds(app)}`);
      return { spec, r, click, app, hydrated, js, misses };
    });
    missed ||= rows.some((row) => row.misses.length);
    const kb = (v) => (v === null ? '-' : `${Math.round(v)} KB`);
    const ms = (v) => (v === null ? '-' : `${Math.round(v)} ms`);
    const table = [
      ['page', 'link tap', 'runs (s)', 'target', 'app tap', 'runs (s)', 'target', 'JS by load: sent / size / main thread', 'JS until the app: sent / main thread', 'app has the page', 'result'],
      ...rows.map(({ spec, r, click, app, hydrated, js, misses }) => [
        pathLabel(spec),
        seconds(click),
        list(r.click.map((x) => x.ms)),
        `< ${(targets.clickMs / 1000).toFixed(1)} s`,
        app === undefined ? 'no such control' : seconds(app),
        app === undefined ? '-' : list(r.app.map((x) => x.ms)),
        app === undefined ? '-' : `< ${(targets.appTapMs / 1000).toFixed(1)} s`,
        `${kb(js.loadKB)} / ${kb(js.loadSizeKB)} / ${ms(js.loadMs)}`,
        `${kb(js.appKB)} / ${ms(js.appMs)}`,
        seconds(hydrated),
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
        notes.push(`tapped ${controls}; the effect came through a full page load in ${loads} of ${done.length} run(s), after ${done.map((x) => x.clicks).join('/')} tap(s)`);
      }
      if (spec.app) {
        const typed = r.app.filter((x) => x.typedMs !== undefined).map((x) => (x.typedMs / 1000).toFixed(2));
        notes.push(`app tap: ${spec.app.label} (${spec.app.control}, typed "${spec.app.text}") at the load event; the typing itself took ${typed.join('/')} s`);
      }
      const all = [...r.click, ...r.load, ...r.app];
      if (r.load.some((x) => x.ms !== null && !x.traced)) notes.push('the trace had no navigationStart: JS figures cover the whole trace');
      const drifted = all.filter((x) => x.drifted);
      if (drifted.length) notes.push(`${drifted.length} run(s) kept after ${TRIES} tries with the host's index more than ${DRIFT * 100}% off (${drifted.map((x) => Math.round(x.hostIndex)).join(', ')})`);
      for (const failed of all.filter((x) => x.error)) notes.push(`failed: ${failed.error}`);
      console.log(`${misses.length ? 'MISSED' : 'met   '} ${pathLabel(spec)}${misses.length ? ': ' + misses.join(', ') : ''}`);
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
