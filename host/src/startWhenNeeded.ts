// A public page the server drew works before its app: its links are links, its forms post, its menus are
// `<details>` and `:target`. Starting the app there (React, the store, hydration) costs a cheap phone seconds of its
// processor, and a tap that lands meanwhile waits. So on such a page the app starts only when it is needed: at the
// first interaction with a control that works only with the app, or once the page is complete and both the visitor
// and the phone have been quiet for a while.
import { OFFLINE_NOTE_CLASS } from './sw/offlineNote';
import { yieldToMain } from './yieldToMain';

/**
 * The controls that need the app: those the public remote marks (`data-needs-app`: the notice search, which searches
 * as the visitor types) and every `type="button"` button, which by definition does nothing without a script.
 * Links and the forms' own submit buttons are not among them: they work by themselves, and a tap on them must not
 * wait for the app.
 */
export const NEEDS_APP = '[data-needs-app], button[type="button"]';

/** The interactions that start the app when they reach a control that needs it (focus first: a head start on typing). */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'input', 'click'] as const;

/** Between two steps of a start in idle time, the phone's next idle period, or this long at the latest. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * How long the page must have been complete, the visitor still (no pointer, key, wheel, touch or scroll) and the main
 * thread free of long tasks before the app starts by itself, unless the page says otherwise (`data-start-quiet`, in
 * ms, from the server's APP_START_QUIET). The first seconds after a page is complete are when a visitor reads and
 * taps, and the page works as it is; a start then would hold a cheap phone's processor (react-dom's evaluation
 * alone is hundreds of ms on a low-tier phone) just when a tap comes. Five seconds is the quiet window Lighthouse's
 * time to interactive and the web's own "the page has settled" measures use, and longer than a visitor takes to
 * choose a link on a page they have just seen; a visitor who reads on without touching the phone loses nothing.
 */
export const QUIET_MS = 5000;

/** What counts as the visitor's activity: each restarts the quiet period (captured, so a list's own scroll counts). */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** The quiet period this page asks for (its `data-start-quiet`), else QUIET_MS. */
export function quietPeriod(doc: Document = document): number {
  const value = Number(doc.documentElement.dataset.startQuiet ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : QUIET_MS;
}

/** Whether this page is one the server drew (api/src/render/): readable and usable without its app. */
export function serverDrawn(doc: Document = document): boolean {
  return Boolean(doc.getElementById('root')?.hasAttribute('data-server-rendered'));
}

/**
 * Whether the server drew this page for a visitor while this browser still holds a session (a sign-out through the
 * plain form, or a session ended on the server): the server's word wins, and the app must start to forget the
 * stored token, user and offline copies (App.tsx). A kept copy the service worker shows offline (with its note)
 * was drawn for anyone and says nothing about the session.
 */
export function signedOutByServer(storedToken: string | null, doc: Document = document): boolean {
  if (!storedToken || !serverDrawn(doc)) return false;
  if (doc.getElementsByClassName(OFFLINE_NOTE_CLASS).length > 0) return false;
  const kind = doc.documentElement.dataset.auth;
  return kind !== 'user' && kind !== 'admin';
}

/** The token the spec's local storage holds (remote-shared/src/auth/storage.ts), read without loading the store. */
export function storedToken(win: Window = window): string | null {
  try {
    return win.localStorage.getItem('access_token') || null;
  } catch {
    return null;
  }
}

/** Resolves in the browser's next idle period (or after `timeout`); a plain yield where there is no such callback. */
function idle(win: Window, timeout: number): Promise<void> {
  if (typeof win.requestIdleCallback !== 'function') return new Promise((resolve) => win.setTimeout(resolve, 0));
  return new Promise((resolve) => win.requestIdleCallback(() => resolve(), { timeout }));
}

export interface Start {
  /** Between two steps of the start: an idle period while nobody waits, a bare yield once an interaction does. */
  pause: () => Promise<void>;
}

/**
 * Runs `start` once it is needed (see above), at most once at a time; a start that fails may be tried again by the
 * next interaction (never by idle time again: a phone offline would otherwise try in a loop). A `type="button"`
 * button clicked before the app had the page is clicked again once the page is the app's (`data-ready`, set by the
 * public layout), so the tap takes effect instead of being lost; what was typed stays in the page's controls, which
 * the app reads when it starts.
 */
export function startWhenNeeded(start: (how: Start) => Promise<void>, win: Window = window): void {
  const doc = win.document;
  let running: Promise<void> | null = null;
  let tried = false;
  let started = false;
  let urgent = false;
  let clicked: HTMLElement | null = null;
  const how: Start = { pause: () => (urgent ? yieldToMain() : idle(win, IDLE_TIMEOUT_MS)) };
  let stopWatching = () => {};

  const run = () => {
    tried = true;
    stopWatching();
    running ??= start(how).then(
      () => {
        started = true;
        for (const type of INTERACTIONS) doc.removeEventListener(type, onInteraction, true);
        replayWhenReady();
      },
      () => {
        running = null; // the drawn page stays; the next interaction tries again
      },
    );
  };

  function onInteraction(event: Event) {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_APP) : null;
    if (!control || !doc.getElementById('root')?.contains(control)) return;
    if (event.type === 'click' && control instanceof HTMLButtonElement && !started) clicked = control;
    urgent = true;
    run();
  }

  function replayWhenReady() {
    if (!clicked) return;
    const replay = () => {
      const button = clicked;
      clicked = null;
      if (button?.isConnected) button.click();
    };
    if (doc.documentElement.dataset.ready === 'true') return replay();
    const observer = new MutationObserver(() => {
      if (doc.documentElement.dataset.ready !== 'true') return;
      observer.disconnect();
      replay();
    });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  }

  for (const type of INTERACTIONS) doc.addEventListener(type, onInteraction, true);

  const whenComplete = () =>
    whenOnScreen(win, () => {
      if (!tried) stopWatching = whenQuiet(win, quietPeriod(doc), () => !tried && run());
    });
  if (doc.readyState === 'complete') whenComplete();
  else win.addEventListener('load', whenComplete, { once: true });
}

/** The longest a quiet start waits for the page to be on screen (a tab in the background paints nothing). */
const ON_SCREEN_WAIT_MS = 3000;

/**
 * Calls `then` once the page is on screen, so that a start in quiet time never competes with its first paint (with a
 * short quiet period the page can be complete before it is painted): after its main picture's element timing where
 * it has one (stamped when the frame was presented), else after its first contentful paint and the two frames that
 * follow (where the page was parsed in parts, its first paint shows only the top). A picture that fails to load (now
 * or before) does not hold the start, nor does a browser that reports no such entries.
 */
function whenOnScreen(win: Window, then: () => void): void {
  let done = false;
  let observer: PerformanceObserver | null = null;
  const once = () => {
    if (done) return;
    done = true;
    win.clearTimeout(timer);
    observer?.disconnect();
    then();
  };
  const picture = win.document.querySelector<HTMLImageElement>('img[elementtiming="main-picture"]');
  const type = picture ? 'element' : 'paint';
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return then();
  // A picture that failed before the page was complete (done, and nothing decoded) is never shown.
  if (picture?.complete && picture.naturalWidth === 0) return then();
  const timer = win.setTimeout(once, ON_SCREEN_WAIT_MS);
  picture?.addEventListener('error', once);
  const afterFrames = () => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(once, 0)));
  observer = new PerformanceObserver((list) => {
    const shown = list.getEntries().some((entry) => (picture ? (entry as PerformanceEntry & { identifier?: string }).identifier === 'main-picture' : entry.name === 'first-contentful-paint'));
    if (!shown) return;
    observer?.disconnect();
    if (picture) win.setTimeout(once, 0);
    else afterFrames();
  });
  observer.observe({ type, buffered: true });
}

/**
 * Calls `quiet` once the visitor and the main thread have both been quiet for `period` ms from now, then in the
 * phone's next idle period; returns what stops the watch. The visitor's activity and each long task move the quiet
 * period's start to their end: the timer is set once per period, not once per event, so a moving pointer costs an
 * assignment.
 */
function whenQuiet(win: Window, period: number, quiet: () => void): () => void {
  let since = win.performance.now();
  let timer: ReturnType<Window['setTimeout']> | undefined;
  let stopped = false;
  const active = () => {
    since = win.performance.now();
  };
  const options = { capture: true, passive: true };
  for (const type of ACTIVITY) win.addEventListener(type, active, options);
  // The main thread's long tasks (a script of the page, a late picture decoded): the phone is not idle through them.
  let tasks: PerformanceObserver | null = null;
  try {
    tasks = new PerformanceObserver((list) => {
      for (const task of list.getEntries()) since = Math.max(since, task.startTime + task.duration);
    });
    tasks.observe({ type: 'longtask', buffered: true });
  } catch {
    tasks = null; // a browser without long-task timing: the visitor's quiet alone
  }
  const stop = () => {
    stopped = true;
    win.clearTimeout(timer);
    for (const type of ACTIVITY) win.removeEventListener(type, active, options);
    tasks?.disconnect();
  };
  const check = () => {
    if (stopped) return;
    const left = since + period - win.performance.now();
    if (left > 0) {
      timer = win.setTimeout(check, left);
      return;
    }
    // Quiet so far: the start's first step waits for the phone's idle time, and for no activity meanwhile.
    const asked = since;
    void idle(win, IDLE_TIMEOUT_MS).then(() => {
      if (stopped) return;
      if (since !== asked) return check();
      stop();
      quiet();
    });
  };
  check();
  return stop;
}
