import { BOOT_GLOBAL, type Boot } from './handoff';

// The page's first script decides when the host's main script is loaded: at once on a page the server did not draw,
// only when the app is needed on one it drew. The main script is a <script> it appends; the test plays the browser's
// part, leaving the script's start (as the main script does) and firing its load or error.
const MAIN = '/main.test.js';
(globalThis as { MAIN_SCRIPT?: string }).MAIN_SCRIPT = MAIN;

const mainScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.getAttribute('src') === MAIN);
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

let boot: jest.Mock<ReturnType<Boot>, Parameters<Boot>>;
let idleCallbacks: Array<() => void> = [];

/** Runs the first script on a page whose body is `body`, as the browser does once it is parsed. */
async function runStarter(body: string): Promise<void> {
  document.body.innerHTML = body;
  await jest.isolateModulesAsync(async () => {
    await import('./starter');
  });
}

/** The main script arrives: it is evaluated (leaving its start) and its load event fires. */
function mainLoads(script = mainScripts().at(-1)!) {
  window[BOOT_GLOBAL] = boot;
  script.dispatchEvent(new Event('load'));
}

/** The main script arrives, and the app is started once, as a page the server drew or not. */
async function startedOnce(drawn: boolean) {
  mainLoads();
  await flush();
  expect(boot.mock.calls.map(([, asDrawn]) => asDrawn)).toEqual([drawn]);
}

beforeEach(() => {
  document.head.innerHTML = '';
  boot = jest.fn<ReturnType<Boot>, Parameters<Boot>>(async () => {});
  delete window[BOOT_GLOBAL];
  idleCallbacks = [];
  window.requestIdleCallback = ((callback: () => void) => idleCallbacks.push(callback)) as typeof window.requestIdleCallback;
  document.documentElement.dataset.startQuiet = '0';
  localStorage.clear();
  global.fetch = jest.fn(async () => ({ json: async () => ({}) })) as unknown as typeof fetch;
});

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

test('a page the server did not draw loads the main script at once and starts it, with the remote entries meanwhile', async () => {
  document.head.innerHTML = `<script type="application/json" id="college-release">{"remote_shared":{"entry":"https://cdn.test/shared/remoteEntry.js","integrity":"sha384-s"},"remote_public":{"entry":"/remotes/public/remoteEntry.js"}}</script>`;
  await runStarter('<div id="root"><div class="host-boot">Loading...</div></div>');
  expect(mainScripts()).toHaveLength(1);
  await flush();
  const entries = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
  expect(entries.map((link) => [link.getAttribute('href'), link.getAttribute('integrity'), link.getAttribute('crossorigin')])).toEqual([
    ['https://cdn.test/shared/remoteEntry.js', 'sha384-s', 'anonymous'],
    ['/remotes/public/remoteEntry.js', null, null],
  ]);
  await startedOnce(false);
});

test('a page the server did not draw shows the failure when the main script cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await runStarter('<div id="root"><div class="host-boot">Loading...</div></div>');
  mainScripts()[0].dispatchEvent(new Event('error'));
  await flush();
  expect(document.querySelector('[role="alert"]')?.textContent).toContain('সাইটটি এই মুহূর্তে লোড করা যায়নি।');
  expect(boot).not.toHaveBeenCalled();
});

test('a page the server drew runs no main script until a control needs the app, then starts it as drawn', async () => {
  await runStarter('<div id="root" data-server-rendered><form><input type="search" data-needs-app=""></form></div>');
  await flush();
  expect(mainScripts()).toHaveLength(0);
  document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(mainScripts()).toHaveLength(1);
  await startedOnce(true);
});

test('on a page the server drew, a main script that could not be loaded leaves the page as drawn and is asked for again at the next interaction', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await runStarter('<div id="root" data-server-rendered><p>drawn</p><input type="search" data-needs-app=""></div>');
  const input = document.querySelector('input')!;
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  mainScripts()[0].dispatchEvent(new Event('error'));
  await flush();
  expect(mainScripts()).toHaveLength(0);
  expect(document.getElementById('root')!.innerHTML).toBe('<p>drawn</p><input type="search" data-needs-app="">');
  input.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  expect(mainScripts()).toHaveLength(1);
  await startedOnce(true);
});

test('a main script that loaded but failed to start is started again, not loaded again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await runStarter('<div id="root" data-server-rendered><input type="search" data-needs-app=""></div>');
  const input = document.querySelector('input')!;
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  boot.mockRejectedValueOnce(new Error('remote entry could not be fetched'));
  mainLoads();
  await flush();
  expect(boot).toHaveBeenCalledTimes(1);
  input.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  await flush();
  expect(boot).toHaveBeenCalledTimes(2);
  expect(mainScripts()).toHaveLength(1);
});

test('a page the server drew for a visitor whose stored session it ended starts the app at once, to forget it', async () => {
  localStorage.setItem('access_token', 'tok');
  await runStarter('<div id="root" data-server-rendered><p>drawn</p></div>');
  expect(mainScripts()).toHaveLength(1);
  await startedOnce(true);
});
