// The header on a phone: the menu opens by button and by keyboard, Escape closes it.
import { close, eventually, launch, newSession } from '../support/browser';

beforeAll(launch);
afterAll(close);

test('at 360 px the navigation hides behind a menu button that works by keyboard', async () => {
  const { page, context } = await newSession({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'মেনু খুলুন' });
  await toggle.waitFor();
  expect(await page.getByRole('link', { name: 'নোটিশ' }).isVisible()).toBe(false);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'নোটিশ' }).waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'নোটিশ' }).waitFor({ state: 'hidden' });
  await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'মেনু খুলুন');

  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await page.getByRole('link', { name: 'নোটিশ' }).click();
  await page.getByRole('heading', { level: 1, name: 'নোটিশ' }).waitFor();
  expect(await page.getByRole('link', { name: 'নোটিশ' }).isVisible()).toBe(false);
  // No horizontal scrolling at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();
});
