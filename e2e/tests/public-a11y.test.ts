// axe-core (run inside the page) on every public page, at phone and desktop widths: no serious or critical
// violation of WCAG 2.1 A/AA.
import { injectAxe } from '../support/axe';
import { close, launch, newSession } from '../support/browser';
import { PUBLIC_ROUTES, routeUrl } from '../support/site';

beforeAll(launch);
afterAll(close);

// Every public route, /notice/1 for the notice page (a notice of the seeded college: its share buttons have colours
// of their own), and /routine with the demo college's first class and section too (its week's grid).
const ROUTES = [...PUBLIC_ROUTES.map((route) => routeUrl(route, 1)), '/routine?class=1&section=1'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

test.each([
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 900 }],
])('no serious or critical axe violation on any public page (%s)', async (_label, viewport) => {
  const { page, context } = await newSession(viewport);
  const found: Record<string, string[]> = {};
  for (const route of ROUTES) {
    await page.goto(route);
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    await injectAxe(page);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
      return result.violations;
    });
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (bad.length) found[route] = bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }
  expect(found).toEqual({});
  await context.close();
});

test('the gallery dialog and the contact messages pass axe too', async () => {
  const { page, context } = await newSession({ width: 360, height: 740 });
  await page.goto('/gallery');
  await page.locator('main .pub-gallery__item a').first().click();
  await page.getByRole('dialog').waitFor();
  await injectAxe(page);
  const run = () =>
    page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
  expect(await run()).toEqual([]);

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'যোগাযোগ ফর্ম' });
  await form.getByLabel('নাম').fill('a');
  await form.getByLabel('বার্তা').fill('b');
  await form.getByRole('button', { name: 'পাঠান' }).click();
  await page.getByRole('alert').waitFor();
  await injectAxe(page);
  expect(await run()).toEqual([]);
  await context.close();
});
