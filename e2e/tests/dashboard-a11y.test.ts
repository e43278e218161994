// axe-core (run inside the page) on every dashboard screen as an Admin, at tablet and desktop widths, and on an
// open add/edit modal and the delete question: no serious or critical violation of WCAG 2.1 A/AA.
import type { Page } from 'playwright-core';
import { injectAxe } from '../support/axe';
import { close, launch } from '../support/browser';
import { adminSession, api, search, unique } from '../support/dashboard';

beforeAll(launch);
afterAll(close);

const SCREENS = [
  'college-info', 'principal-info', 'committee-member', 'gallery-upload', 'gallery-list', 'add-class', 'add-subject', 'sections', 'notices',
  'student-info-form', 'teacher-info-form', 'staff-info-form', 'class-routine', 'routine-list', 'contacts', 'users',
  // The overview (/dashboard itself) and the audit trail (issue 14).
  '', 'audit',
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

// Two widths, eighteen screens and axe each time: more than the default minute.
jest.setTimeout(180000);

test.each([
  ['tablet', { width: 768, height: 1000 }],
  ['desktop', { width: 1280, height: 900 }],
])('no serious or critical axe violation on any dashboard screen (%s)', async (_label, viewport) => {
  const { page, context } = await adminSession(viewport);
  const found: Record<string, string[]> = {};
  for (const screen of SCREENS) {
    await page.goto(`/dashboard/${screen}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByText('data loading').waitFor({ state: 'detached' });
    const bad = await seriousViolations(page);
    if (bad.length) found[screen] = bad;
  }

  await page.goto('/dashboard/notices');
  await page.getByRole('button', { name: 'নোটিশ যোগ করুন' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'সাবমিট করুন' }).click();
  await page.getByRole('dialog').getByText('এই তথ্যটি দিতে হবে।').waitFor();
  const modal = await seriousViolations(page);
  if (modal.length) found['notices: modal with an error'] = modal;
  await page.keyboard.press('Escape');

  const made = await api<{ id: number; name: string }>(page, 'POST', 'classes/', { name: `A11y ${unique()}` });
  await page.goto('/dashboard/add-class');
  await search(page, 'শ্রেণি খুঁজুন', made.name);
  await page.getByRole('button', { name: `${made.name} মুছুন` }).click();
  await page.getByRole('alertdialog').waitFor();
  const question = await seriousViolations(page);
  if (question.length) found['classes: delete question'] = question;
  await page.keyboard.press('Escape');
  await api(page, 'DELETE', `classes/${made.id}/`);

  expect(found).toEqual({});
  await context.close();
});
