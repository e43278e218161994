// Draws the demo college's files (run by hand, output committed): the crest and the campus banner, portraits,
// gallery scenes and the notices' PDFs. SVG and HTML rendered by Chromium through playwright-core.
//
//   node --import tsx api/demo/make-assets.mjs          (CHROME_PATH overrides /usr/bin/chromium)
//   node --import tsx api/demo/make-assets.mjs records  (only some groups: institution, people, gallery, notices, records)
//
// The words come from api/src/demo/content.ts, the same module the seed reads.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CITIZEN_CHARTER, CLASSES, DEMO_FILES, GALLERY, GROUP_SUBJECTS, INSTITUTION, LETTERS, NOTICES, PERIODS, PRINCIPAL, portraitFile, RESULTS, ROUTINE_FILES, SECTIONS, TEACHERS } from '../src/demo/content.ts';
import { planRoutine } from '../src/demo/routine.ts';
import { bannerSvg } from './art/campus.mjs';
import { charterHtml } from './art/charter.mjs';
import { logoSvg } from './art/logo.mjs';
import { NOTICE_BODIES, noticeHtml } from './art/notices.mjs';
import { PORTRAITS, portrait } from './art/portraits.mjs';
import { academicRoutineHtml, examRoutineHtml, letterHtml, resultHtml } from './art/records.mjs';
import { SCENES } from './art/scenes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = (relative) => {
  const file = path.join(here, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
};

// The groups to draw (all when none is named): a group drawn again from unchanged words gives the same files,
// except the notices, whose letterhead dates follow the day they are drawn.
const only = new Set(process.argv.slice(2));
const want = (group) => only.size === 0 || only.has(group);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
const page = await browser.newPage();

async function picture(markup, { width, height, file, type, quality }) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${markup}</body></html>`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out(file), type, quality, omitBackground: type === 'png', clip: { x: 0, y: 0, width, height } });
}

const logo = logoSvg(INSTITUTION.name, INSTITUTION.founded, INSTITUTION.district);
if (want('institution')) {
  await picture(logo, { width: 512, height: 512, file: DEMO_FILES.logo, type: 'png' });
  await picture(bannerSvg(), { width: 1600, height: 600, file: DEMO_FILES.banner, type: 'jpeg', quality: 82 });
}

for (const [key, look] of Object.entries(PORTRAITS)) {
  if (!want('people')) break;
  await picture(portrait(look), { width: 400, height: 400, file: portraitFile(key), type: 'jpeg', quality: 84 });
}

for (const item of GALLERY) {
  if (!want('gallery')) break;
  const draw = SCENES[item.file];
  if (!draw) throw new Error(`no scene draws gallery/${item.file}`);
  await picture(draw(), { width: 1200, height: 800, file: `gallery/${item.file}`, type: 'jpeg', quality: 80 });
}

// Each notice is dated `daysAgo` before today, as the seed dates it on the day it runs.
const today = new Date();
for (const [index, notice] of NOTICES.entries()) {
  if (!want('notices')) break;
  const body = NOTICE_BODIES[notice.pdf];
  if (!body) throw new Error(`no body for notice ${notice.pdf}`);
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - notice.daysAgo);
  const serial = 40 + (NOTICES.length - index) * 7;
  await page.setContent(noticeHtml({ notice, body, serial, date, institution: INSTITUTION, principal: PRINCIPAL, logo }));
  await page.evaluate(() => document.fonts.ready);
  await page.pdf({ path: out(`notices/${notice.pdf}.pdf`), format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: false, outline: false });
}

// The public record: result sheets, routines and letters. A .pdf is printed; a .png or .jpg is a photograph of
// the page (a .jpg letter an old scan), 1000 pixels wide.
async function drawDocument(html, file, { landscape = false } = {}) {
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  if (file.endsWith('.pdf')) {
    await page.pdf({ path: out(file), format: 'A4', landscape, printBackground: true, preferCSSPageSize: true, tagged: false, outline: false });
    return;
  }
  // The page is laid out at A4 in CSS pixels (794 x 1123) and photographed at a little over that.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: out(file), type: file.endsWith('.png') ? 'png' : 'jpeg', quality: file.endsWith('.png') ? undefined : 72, scale: 'device' });
}

if (want('records')) {
  const context = { institution: INSTITUTION, principal: PRINCIPAL, logo };
  for (const result of RESULTS) await drawDocument(resultHtml({ result, ...context }), result.file);

  // The week's routine exactly as the seed writes it (demo/seed.ts): the same groups, teachers and periods.
  const teachersBySubject = new Map();
  TEACHERS.forEach((t, i) => {
    if (t.teaches) teachersBySubject.set(t.subject, [...(teachersBySubject.get(t.subject) ?? []), i]);
  });
  const groups = CLASSES.flatMap((c) => SECTIONS.map((s) => ({ key: `${c}|${s}`, subjects: GROUP_SUBJECTS[s] })));
  const week = planRoutine(groups, teachersBySubject, ['sun', 'mon', 'tue', 'wed', 'thu'], PERIODS).map((p) => {
    const [className, section] = p.group.split('|');
    return { className, section, day: p.day, start: p.start, subject: p.subject, teacher: TEACHERS[p.teacher].full_name };
  });
  for (const routine of ROUTINE_FILES) {
    const html = routine.category === 'Academic'
      ? academicRoutineHtml({ routine, periods: week.filter((p) => p.className === routine.className), times: PERIODS, ...context })
      : examRoutineHtml({ routine, ...context });
    await drawDocument(html, routine.file, { landscape: routine.category === 'Academic' });
  }

  for (const letter of LETTERS) await drawDocument(letterHtml({ letter, institution: INSTITUTION, scan: letter.file.endsWith('.jpg') }), letter.file);
}

// The citizen charter's PDF (the institution record's citizen_charter_file), from the words the seed stores.
await page.setContent(charterHtml({ institution: INSTITUTION, services: CITIZEN_CHARTER, logo }));
await page.evaluate(() => document.fonts.ready);
await page.pdf({ path: out(DEMO_FILES.citizenCharter), format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: false, outline: false });

await browser.close();

let total = 0;
const sizes = [
  DEMO_FILES.logo,
  DEMO_FILES.banner,
  DEMO_FILES.citizenCharter,
  ...Object.keys(PORTRAITS).map(portraitFile),
  ...GALLERY.map((g) => `gallery/${g.file}`),
  ...NOTICES.map((n) => `notices/${n.pdf}.pdf`),
  ...RESULTS.map((r) => r.file),
  ...ROUTINE_FILES.map((r) => r.file),
  ...LETTERS.map((l) => l.file),
];
for (const file of sizes) total += statSync(path.join(here, file)).size;
writeFileSync(process.stdout.fd, `${sizes.length} files, ${(total / 1024 / 1024).toFixed(2)} MB under ${path.relative(process.cwd(), here) || '.'}\n`);
