// Nothing typed or chosen before hydration is lost (issue 23, point 4), as a sweep of every public route: with
// the page's scripts held back (a slow phone), every visible form control is filled, typed into, chosen or ticked;
// the focus leaves it (a tap elsewhere to close the keyboard), or stays in the last one; then the scripts arrive,
// the page becomes React's, and every control must still hold what the visitor gave it. Where the page uses a
// control's value once it is React's (the notice search is searched, the routine's class and section are shown,
// the register form's picture is previewed), it must be that value.
import type { Page } from 'playwright-core';
import { close, eventually, heldScripts, launch, newSession } from '../support/browser';
import { pngFile } from '../support/dashboard';
import { apiGet, PUBLIC_ROUTES, routeUrl, type ApiNotice, type PublicRoute } from '../support/site';

beforeAll(launch);
afterAll(close);

const PHONE = { width: 360, height: 740 };

/** A visible control the visitor can give a value to, and how to find it again once the page is React's. */
interface Control {
  /** Its index among the page's inputs, selects and textareas while the page is plain HTML. */
  index: number;
  /** A selector that names it alone (by its name, or its id), the same before and after hydration. */
  key: string;
  /** The input's type, or `select` / `textarea`. */
  type: string;
  /** For a select, its options' values. */
  options: string[];
}

const CONTROLS = 'input, select, textarea';

/** The page's controls a visitor can fill: visible, enabled, not read-only, not hidden fields or buttons. */
function fillableControls(page: Page): Promise<Control[]> {
  return page.$$eval(CONTROLS, (elements) =>
    elements.flatMap((element, index) => {
      const control = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      const type = control instanceof HTMLInputElement ? control.type : control.localName;
      if (['hidden', 'submit', 'button', 'reset', 'image'].includes(type) || control.disabled || !control.checkVisibility()) return [];
      if (!(control instanceof HTMLSelectElement) && control.readOnly) return [];
      const named = control.name ? `${control.localName}[name="${CSS.escape(control.name)}"]` : `#${CSS.escape(control.id)}`;
      const key = type === 'radio' || type === 'checkbox' ? `${named}[value="${CSS.escape((control as HTMLInputElement).value)}"]` : named;
      const options = control instanceof HTMLSelectElement ? Array.from(control.options, (option) => option.value) : [];
      return [{ index, key, type, options }];
    }),
  );
}

/** What a control holds, as the visitor sees it: its text, its choice, whether it is ticked, its file's name. */
function heldValue(page: Page, key: string): Promise<string | null> {
  return page.$$eval(key, (found) => {
    if (found.length !== 1) return `(${found.length} controls)`;
    const control = found[0] as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.checked ? 'ticked' : 'not ticked';
    if (control instanceof HTMLInputElement && control.type === 'file') return Array.from(control.files ?? [], (file) => file.name).join(',');
    return control.value;
  });
}

/** A value a visitor could type into a control of this type (the `n`th of the page, so each is different). */
function typedValue(type: string, n: number): string {
  switch (type) {
    case 'email':
      return `early${n}@example.com`;
    case 'tel':
      return `০১৭১১০০০০${n}${n}`;
    case 'url':
      return `https://example.com/${n}`;
    case 'number':
      return String(n);
    case 'password':
      return `early-pass-${n}`;
    default:
      return `আগে লেখা ${n}`;
  }
}

/**
 * Fills every fillable control as a visitor would (typing, choosing the first choice that is not the drawn one,
 * ticking, choosing a file), `special` giving some a value of their own; answers what each now holds, by key.
 */
async function fillAll(page: Page, special: Record<string, string>): Promise<Record<string, string>> {
  const controls = await fillableControls(page);
  const filled: Record<string, string> = {};
  for (const [n, control] of controls.entries()) {
    expect({ key: control.key, repeated: control.key in filled }).toEqual({ key: control.key, repeated: false }); // one key, one control
    const element = page.locator(CONTROLS).nth(control.index);
    if (control.type === 'select') {
      const drawn = await element.inputValue();
      const choice = special[control.key] ?? control.options.find((value) => value !== '' && value !== drawn);
      if (choice === undefined) continue; // nothing else to choose
      await element.selectOption(choice);
    } else if (control.type === 'checkbox' || control.type === 'radio') {
      await element.click();
    } else if (control.type === 'file') {
      await element.setInputFiles(pngFile(`early-${n}.png`));
    } else {
      await element.fill(special[control.key] ?? typedValue(control.type, n + 1));
    }
    filled[control.key] = (await heldValue(page, control.key)) ?? '';
  }
  return filled;
}

const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('college:hydrated').length > 0, null, { timeout: 30000 });

/** The page's first heading in its main part: a place to tap that is no control and no link. */
const somewhereElse = (page: Page) => page.getByRole('main').getByRole('heading').first();

// The newest notice has its page; the search looks for one that is not on the first page of the list, so the
// list shows it only once the search has run.
let newest: ApiNotice;
let searched: ApiNotice;
beforeAll(async () => {
  const notices = await apiGet<ApiNotice[]>('notices/');
  [newest, searched] = [notices[0], notices[8]];
});

/** Values of their own for some controls: the notice search's. */
const specialValues = (route: PublicRoute): Record<string, string> => (route === '/notice' ? { 'input[name="search"]': searched.title } : {});
const noticeTitles = (page: Page) => page.locator('main ul.pub-notices h2').allTextContents();

/** What the page does with a value given before hydration, once it is React's. */
const USED_AFTERWARDS: Partial<Record<PublicRoute, (page: Page, filled: Record<string, string>) => Promise<void>>> = {
  // The text typed is searched: the address says it and the list is the search's answer.
  '/notice': async (page, filled) => {
    const text = filled['input[name="search"]'];
    await page.waitForURL((url) => url.searchParams.get('search') === text);
    const found = await apiGet<ApiNotice[]>(`notices/?search=${encodeURIComponent(text)}`);
    expect(found.map((notice) => notice.title)).toContain(searched.title);
    await eventually(async () => (await noticeTitles(page)).join('|'), found.slice(0, 6).map((notice) => notice.title).join('|'));
    expect(await heldValue(page, 'input[name="search"]')).toBe(text);
  },
  // "রুটিন দেখুন" sends the class and section chosen (no "select an item" bubble), and the week shown is theirs.
  '/routine': async (page, filled) => {
    const form = page.locator('main form.pub-choose');
    expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(true);
    const names = await form.evaluate((element: HTMLFormElement) =>
      ['class', 'section'].map((name) => (element.elements.namedItem(name) as HTMLSelectElement).selectedOptions[0].text),
    );
    await form.getByRole('button', { name: 'রুটিন দেখুন' }).click();
    await page.waitForURL((url) => url.searchParams.get('class') === filled['select[name="class"]'] && url.searchParams.get('section') === filled['select[name="section"]']);
    await page.getByRole('heading', { name: `শ্রেণি ${names[0]}, শাখা ${names[1]}: সাপ্তাহিক রুটিন` }).waitFor();
  },
  // The picture chosen is checked and previewed.
  '/login?mode=register': async (page) => {
    await page.locator('form[aria-labelledby="register-title"] .pub-picture img').waitFor();
  },
};

/** Every route's controls as they were filled, from the sweep below, by route. */
const swept: Record<string, Record<string, string>> = {};

describe.each([
  ['moves the focus away (a tap elsewhere)', 'away'],
  ['keeps the focus in the last control', 'kept'],
] as const)('a visitor who fills every control before the scripts arrive and %s', (_label, focus) => {
  test.each(PUBLIC_ROUTES)('keeps every value once %s is React’s, and it is what is used', async (route) => {
    const { context } = await newSession(PHONE);
    const { page, release } = await heldScripts(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(routeUrl(route, newest.id), { waitUntil: 'domcontentloaded' });

    const filled = await fillAll(page, specialValues(route));
    const keys = Object.keys(filled);
    if (focus === 'away') await somewhereElse(page).click();
    else if (keys.length) await page.locator(keys.at(-1)!).focus();
    const focused = await page.evaluate(() => document.activeElement?.matches('input, select, textarea') ?? false);
    expect(focused).toBe(focus === 'kept' && keys.length > 0);
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined(); // still plain HTML

    release();
    await hydrated(page);
    const held = () => Promise.all(keys.map(async (key) => [key, await heldValue(page, key)] as const)).then(Object.fromEntries);
    expect({ route, held: await held() }).toEqual({ route, held: filled });
    await USED_AFTERWARDS[route]?.(page, filled);
    // And once the page has read what it reads after hydration (the signed-in user, a search's answer…).
    await page.waitForLoadState('networkidle');
    expect({ route, held: await held() }).toEqual({ route, held: filled });
    expect(errors).toEqual([]);
    swept[`${route} (${focus})`] = filled;
    await context.close();
  });
});

// The sweep fills what it finds: it must find the controls of every public form (and may find more).
test('the sweep reached the controls of every public form', () => {
  const reached = (...keys: string[]) => expect.arrayContaining(keys) as unknown;
  for (const focus of ['away', 'kept']) {
    const keysOf = (route: PublicRoute) => Object.keys(swept[`${route} (${focus})`] ?? {});
    expect(keysOf('/notice')).toEqual(reached('input[name="search"]'));
    expect(keysOf('/routine')).toEqual(reached('select[name="class"]', 'select[name="section"]'));
    expect(keysOf('/contact')).toEqual(reached('input[name="name"]', 'input[name="email"]', 'input[name="phone"]', 'textarea[name="message"]'));
    expect(keysOf('/login')).toEqual(reached('input[name="username"]', 'input[name="password"]'));
    expect(keysOf('/login?mode=register')).toEqual(
      reached(...['username', 'full_name', 'email', 'phone', 'profile_picture', 'password', 'confirm_password'].map((name) => `input[name="${name}"]`)),
    );
  }
});
