// Draws the demo college's files (run by hand, output committed): the crest and the campus banner, portraits,
// gallery scenes and the notices' PDFs. SVG and HTML rendered by Chromium through playwright-core.
//
//   node --import tsx api/demo/make-assets.mjs          (CHROME_PATH overrides /usr/bin/chromium)
//
// The words come from api/src/demo/content.ts, the same module the seed reads.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { DEMO_FILES, GALLERY, INSTITUTION, NOTICES, PRINCIPAL, portraitFile } from '../src/demo/content.ts';
import { bannerSvg } from './art/campus.mjs';
import { logoSvg } from './art/logo.mjs';
import { NOTICE_BODIES, noticeHtml } from './art/notices.mjs';
import { PORTRAITS, portrait } from './art/portraits.mjs';
import { SCENES } from './art/scenes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = (relative) => {
  const file = path.join(here, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
};

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
const page = await browser.newPage();

async function picture(markup, { width, height, file, type, quality }) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${markup}</body></html>`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out(file), type, quality, omitBackground: type === 'png', clip: { x: 0, y: 0, width, height } });
}

const logo = logoSvg(INSTITUTION.name, INSTITUTION.founded, INSTITUTION.district);
await picture(logo, { width: 512, height: 512, file: DEMO_FILES.logo, type: 'png' });
await picture(bannerSvg(), { width: 1600, height: 600, file: DEMO_FILES.banner, type: 'jpeg', quality: 82 });

for (const [key, look] of Object.entries(PORTRAITS)) {
  await picture(portrait(look), { width: 400, height: 400, file: portraitFile(key), type: 'jpeg', quality: 84 });
}

for (const item of GALLERY) {
  const draw = SCENES[item.file];
  if (!draw) throw new Error(`no scene draws gallery/${item.file}`);
  await picture(draw(), { width: 1200, height: 800, file: `gallery/${item.file}`, type: 'jpeg', quality: 80 });
}

// Each notice is dated `daysAgo` before today, as the seed dates it on the day it runs.
const today = new Date();
for (const [index, notice] of NOTICES.entries()) {
  const body = NOTICE_BODIES[notice.pdf];
  if (!body) throw new Error(`no body for notice ${notice.pdf}`);
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - notice.daysAgo);
  const serial = 40 + (NOTICES.length - index) * 7;
  await page.setContent(noticeHtml({ notice, body, serial, date, institution: INSTITUTION, principal: PRINCIPAL, logo }));
  await page.evaluate(() => document.fonts.ready);
  await page.pdf({ path: out(`notices/${notice.pdf}.pdf`), format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: false, outline: false });
}

await browser.close();

let total = 0;
const sizes = [DEMO_FILES.logo, DEMO_FILES.banner, ...Object.keys(PORTRAITS).map(portraitFile), ...GALLERY.map((g) => `gallery/${g.file}`), ...NOTICES.map((n) => `notices/${n.pdf}.pdf`)];
for (const file of sizes) total += statSync(path.join(here, file)).size;
writeFileSync(process.stdout.fd, `${sizes.length} files, ${(total / 1024 / 1024).toFixed(2)} MB under ${path.relative(process.cwd(), here) || '.'}\n`);
