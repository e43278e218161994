// Every public page with the seeded demo college: its content from the real API, usable from 320 px wide
// without horizontal scrolling, with sized images that load lazily below the fold.
import type { Page } from 'playwright-core';
import { close, launch, newSession } from '../support/browser';
import { apiGet, institutionName } from '../support/site';

beforeAll(launch);
afterAll(close);

interface Named {
  full_name: string;
}

const main = (page: Page) => page.getByRole('main');

test('each route shows its content from the API', async () => {
  const name = await institutionName();
  const [institution] = await apiGet<{ address: string; contact_phone: string; contact_email: string; location_code: string }[]>('institutions/');
  const teachers = await apiGet<Named[]>('teachers/');
  const committee = await apiGet<(Named & { role: string })[]>('committee-members/');
  const { page, context, errors } = await newSession();

  await page.goto('/');
  await main(page).getByRole('heading', { level: 1, name, exact: true }).waitFor();
  await main(page).getByText(committee[0].full_name, { exact: true }).first().waitFor();
  await main(page).getByRole('heading', { level: 2, name: 'অধ্যক্ষের বার্তা' }).waitFor();
  await main(page).getByText(`${teachers.length}+`, { exact: true }).waitFor();
  const footer = page.getByRole('contentinfo');
  await footer.getByText(`লোকেশন কোড: ${institution.location_code}`).waitFor();
  expect(await footer.getByRole('link', { name: institution.contact_phone }).getAttribute('href')).toBe(`tel:${institution.contact_phone}`);
  expect(await footer.getByRole('link', { name: institution.contact_email }).getAttribute('href')).toBe(`mailto:${institution.contact_email}`);
  // No third-party frame until asked for.
  expect(await page.locator('iframe').count()).toBe(0);
  await footer.getByRole('link', { name: 'মানচিত্র দেখুন' }).click();
  expect(await footer.locator('iframe').getAttribute('title')).toBe('মানচিত্রে কলেজের অবস্থান');

  await page.goto('/academic');
  await main(page).getByText('এইচএসসি ব্যবসায় শিক্ষা', { exact: true }).waitFor();
  await main(page).getByText('মানবিক বিভাগ', { exact: true }).waitFor();

  await page.goto('/facnstaff');
  await main(page).getByRole('heading', { level: 2, name: teachers[0].full_name, exact: true }).waitFor();
  // Twelve a page, the rest behind the page links.
  expect(await main(page).locator('.pub-teacher').count()).toBe(Math.min(12, teachers.length));
  if (teachers.length > 12) {
    await main(page).getByRole('link', { name: 'পাতা 2' }).click();
    await main(page).getByRole('heading', { level: 2, name: teachers[12].full_name, exact: true }).waitFor();
  }

  await page.goto('/admission');
  await main(page).getByRole('heading', { level: 2, name: 'ভর্তির ধাপসমূহ' }).waitFor();
  await main(page).getByRole('link', { name: institution.contact_phone }).waitFor();
  await main(page).getByText(institution.address, { exact: true }).waitFor();

  await page.goto('/contact');
  await main(page).getByRole('link', { name: institution.contact_email }).waitFor();
  await main(page).getByText('রবি - বৃহঃ: সকাল ৯টা - বিকেল ৫টা').waitFor();

  await page.goto('/no-such-page');
  await main(page).getByRole('heading', { level: 1, name: '404 - Page not found' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

const ROUTES = ['/', '/academic', '/facnstaff', '/admission', '/gallery', '/notice', '/contact', '/login', '/no-such-page'];

test.each([320, 360])('at %i px every page fits the width, without horizontal scrolling', async (width) => {
  const { page, context } = await newSession({ width, height: 720 });
  for (const route of ROUTES) {
    await page.goto(route);
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ route, overflow }).toEqual({ route, overflow: 0 });
  }
  await context.close();
});

test('images carry width and height, and those below the fold load lazily', async () => {
  const { page, context } = await newSession({ width: 360, height: 740 });
  for (const route of ['/', '/facnstaff', '/gallery']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const images = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main img')).map((img) => ({
        src: img.getAttribute('src'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        top: img.getBoundingClientRect().top + window.scrollY,
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect({ route, src: image.src, sized: Boolean(image.width && image.height) }).toEqual({ route, src: image.src, sized: true });
      if (image.top > 740 * 1.5) expect({ route, src: image.src, loading: image.loading }).toEqual({ route, src: image.src, loading: 'lazy' });
    }
  }
  await context.close();
});
