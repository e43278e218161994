import { QUIET_MS, quietPeriod, serverDrawn, signedOutByServer, startWhenNeeded, storedToken, type Start } from './startWhenNeeded';

// The idle callbacks the code asked for, called by the test when it wants the phone idle.
let idleCallbacks: Array<() => void> = [];

function drawnPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root" data-server-rendered>${html}</div>`;
  return document.getElementById('root')!;
}

/** Lets pending promises settle (without a timer, which the tests of the quiet period hold still). */
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** Holds the clock (timers and `performance.now()`) for the test to move; idle callbacks stay the test's own. */
const quietly = () => jest.useFakeTimers({ doNotFake: ['requestIdleCallback', 'cancelIdleCallback', 'queueMicrotask', 'nextTick'] });

beforeEach(() => {
  idleCallbacks = [];
  window.requestIdleCallback = ((callback: () => void) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  }) as typeof window.requestIdleCallback;
  localStorage.clear();
  delete document.documentElement.dataset.auth;
  delete document.documentElement.dataset.ready;
  // No quiet period unless a test asks for one: the app starts at the first idle time after `load`, as the browser
  // tests' server draws pages.
  document.documentElement.dataset.startQuiet = '0';
});

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

/** A start that records its calls and resolves or fails as told. */
function recorder(outcome: 'ok' | 'fail' = 'ok') {
  const calls: Start[] = [];
  const start = jest.fn(async (how: Start) => {
    calls.push(how);
    if (outcome === 'fail') throw new Error('remote entry could not be fetched');
  });
  return { start, calls };
}

describe('which pages wait', () => {
  it('knows a page the server drew by its root element', () => {
    drawnPage('<p>drawn</p>');
    expect(serverDrawn()).toBe(true);
    document.body.innerHTML = '<div id="root"></div>';
    expect(serverDrawn()).toBe(false);
  });

  it("takes a drawn page without data-auth as the server's sign-out of a stored session, but not a kept copy shown offline", () => {
    drawnPage('<p>drawn</p>');
    expect(signedOutByServer(null)).toBe(false);
    expect(signedOutByServer('tok')).toBe(true);
    document.documentElement.dataset.auth = 'user';
    expect(signedOutByServer('tok')).toBe(false);
    delete document.documentElement.dataset.auth;
    document.body.insertAdjacentHTML('afterbegin', '<div class="offline-note">offline</div>');
    expect(signedOutByServer('tok')).toBe(false);
  });

  it('reads the stored token without the store', () => {
    expect(storedToken()).toBeNull();
    localStorage.setItem('access_token', 'tok-1');
    expect(storedToken()).toBe('tok-1');
  });
});

describe('startWhenNeeded', () => {
  it('does not start for a link, a form or text outside a control that needs the app', async () => {
    drawnPage('<a href="/notice">নোটিশ</a><form><input name="name"><button type="submit">পাঠান</button></form>');
    const { start } = recorder();
    startWhenNeeded(start);
    const root = document.getElementById('root')!;
    root.querySelector('a')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    root.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    root.querySelector('button')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    await flush();
    expect(start).not.toHaveBeenCalled();
  });

  it('starts at the first interaction with a control that needs the app, without waiting for idle time between steps', async () => {
    drawnPage('<form><input type="search" name="search" data-needs-app=""></form>');
    const { start, calls } = recorder();
    startWhenNeeded(start);
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    // Its pauses are plain yields: they resolve with no idle time given.
    await calls[0].pause();
    expect(idleCallbacks).toHaveLength(1); // only the idle start's own request, asked for at load
  });

  it('starts once the page is complete and the phone idle, pausing for idle time between steps', async () => {
    drawnPage('<p>drawn</p>');
    const { start, calls } = recorder();
    startWhenNeeded(start);
    await flush();
    expect(start).not.toHaveBeenCalled();
    idleCallbacks.shift()!();
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    let paused = false;
    void calls[0].pause().then(() => (paused = true));
    await flush();
    expect(paused).toBe(false);
    idleCallbacks.shift()!();
    await flush();
    expect(paused).toBe(true);
  });

  it('after a failed start, tries again at the next interaction, not at idle time', async () => {
    drawnPage('<input type="search" data-needs-app="">');
    const { start } = recorder('fail');
    startWhenNeeded(start);
    const input = document.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    idleCallbacks.shift()!();
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    await flush();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('clicks a script-only button again once the page is the app’s, so the tap is not lost', async () => {
    drawnPage('<button type="button">লিংক কপি করুন</button>');
    const { start } = recorder();
    startWhenNeeded(start);
    const button = document.querySelector('button')!;
    const clicks = jest.fn();
    button.click();
    button.addEventListener('click', clicks);
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    expect(clicks).not.toHaveBeenCalled();
    document.documentElement.dataset.ready = 'true';
    await flush();
    expect(clicks).toHaveBeenCalledTimes(1);
    // Once started, the host no longer watches: a click is the app's alone.
    button.click();
    await flush();
    expect(clicks).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts on its own only after the quiet period, however idle the phone was before', async () => {
    delete document.documentElement.dataset.startQuiet;
    expect(quietPeriod()).toBe(QUIET_MS);
    quietly();
    drawnPage('<p>drawn</p>');
    const { start } = recorder();
    startWhenNeeded(start);
    jest.advanceTimersByTime(QUIET_MS - 1);
    await flush();
    expect(idleCallbacks).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(start).not.toHaveBeenCalled();
    idleCallbacks.shift()!();
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("restarts the wait on the visitor's activity, even on a link or while asking for idle time", async () => {
    delete document.documentElement.dataset.startQuiet;
    quietly();
    drawnPage('<a href="/notice">নোটিশ</a>');
    const { start } = recorder();
    startWhenNeeded(start);
    jest.advanceTimersByTime(3000);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    document.querySelector('a')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    jest.advanceTimersByTime(QUIET_MS);
    expect(idleCallbacks).toHaveLength(1);
    // A key pressed before the idle time came: the phone is idle, but the visitor is not.
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'j' }));
    idleCallbacks.shift()!();
    await flush();
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(QUIET_MS);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks.shift()!();
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('counts a long task of the main thread as not quiet', async () => {
    delete document.documentElement.dataset.startQuiet;
    quietly();
    let report: (entries: Array<{ startTime: number; duration: number }>) => void = () => {};
    const observed: string[] = [];
    const real = window.PerformanceObserver;
    window.PerformanceObserver = class {
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe({ type }: { type: string }) {
        observed.push(type);
      }
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
    try {
      drawnPage('<p>drawn</p>');
      const { start } = recorder();
      startWhenNeeded(start);
      expect(observed).toEqual(['longtask']);
      jest.advanceTimersByTime(4000);
      report([{ startTime: performance.now() - 100, duration: 600 }]); // ends 500 ms from now
      jest.advanceTimersByTime(QUIET_MS + 499);
      expect(idleCallbacks).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(idleCallbacks).toHaveLength(1);
      idleCallbacks.shift()!();
      await flush();
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      window.PerformanceObserver = real;
    }
  });

  it('takes the quiet period the page names, and a control that needs the app still starts it at once', async () => {
    document.documentElement.dataset.startQuiet = 'soon';
    expect(quietPeriod()).toBe(QUIET_MS);
    document.documentElement.dataset.startQuiet = '300';
    expect(quietPeriod()).toBe(300);
    quietly();
    drawnPage('<input type="search" data-needs-app="">');
    const { start } = recorder();
    startWhenNeeded(start);
    jest.advanceTimersByTime(100);
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    // The quiet start is called off: nothing more is asked of idle time.
    jest.advanceTimersByTime(QUIET_MS);
    expect(idleCallbacks).toHaveLength(0);
  });

  describe('a start in quiet time waits until the page is on screen', () => {
    type Entry = { name?: string; identifier?: string; startTime?: number; duration?: number };
    const reports = new Map<string, (entries: Entry[]) => void>();
    const real = { observer: window.PerformanceObserver, frame: window.requestAnimationFrame.bind(window) };

    beforeEach(() => {
      quietly();
      reports.clear();
      // A browser that reports paints and element timing, as every current one does.
      window.PerformanceObserver = class {
        static readonly supportedEntryTypes = ['paint', 'element', 'longtask'];
        private type = '';
        constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {}
        observe({ type }: { type: string }) {
          this.type = type;
          reports.set(type, (entries) => this.callback({ getEntries: () => entries }));
        }
        disconnect() {
          reports.delete(this.type);
        }
      } as unknown as typeof PerformanceObserver;
      window.requestAnimationFrame = (callback: FrameRequestCallback) => window.setTimeout(() => callback(performance.now()), 16);
    });
    afterEach(() => {
      window.PerformanceObserver = real.observer;
      window.requestAnimationFrame = real.frame;
    });

    it('after the first text is painted, and the frames that follow it', () => {
      drawnPage('<p>drawn</p>');
      startWhenNeeded(recorder().start);
      jest.advanceTimersByTime(1000);
      expect(idleCallbacks).toHaveLength(0);
      reports.get('paint')!([{ name: 'first-paint' }]);
      jest.advanceTimersByTime(100);
      expect(idleCallbacks).toHaveLength(0);
      reports.get('paint')!([{ name: 'first-contentful-paint' }]);
      expect(idleCallbacks).toHaveLength(0);
      jest.advanceTimersByTime(40);
      expect(idleCallbacks).toHaveLength(1);
    });

    it('after the main picture is shown, not its first text; a picture that fails to load, now or before, does not hold it', () => {
      drawnPage('<img elementtiming="main-picture" src="/media/banner.jpg" alt=""><p>drawn</p>');
      startWhenNeeded(recorder().start);
      expect(reports.has('paint')).toBe(false);
      reports.get('element')!([{ identifier: 'main-picture' }]);
      expect(idleCallbacks).toHaveLength(0);
      jest.advanceTimersByTime(0);
      expect(idleCallbacks).toHaveLength(1);

      idleCallbacks = [];
      drawnPage('<img elementtiming="main-picture" src="/media/gone.jpg" alt=""><p>drawn</p>');
      startWhenNeeded(recorder().start);
      jest.advanceTimersByTime(1000);
      expect(idleCallbacks).toHaveLength(0);
      document.querySelector('img')!.dispatchEvent(new Event('error'));
      expect(idleCallbacks).toHaveLength(1);

      // One that failed before the page was complete: done, nothing decoded, and no error to come.
      idleCallbacks = [];
      drawnPage('<img elementtiming="main-picture" src="/media/gone.jpg" alt=""><p>drawn</p>');
      const failed = document.querySelector('img')!;
      Object.defineProperty(failed, 'complete', { value: true });
      Object.defineProperty(failed, 'naturalWidth', { value: 0 });
      startWhenNeeded(recorder().start);
      expect(idleCallbacks).toHaveLength(1);
    });

    it('three seconds at the most, for a page that is never painted (a tab in the background)', () => {
      drawnPage('<p>drawn</p>');
      startWhenNeeded(recorder().start);
      jest.advanceTimersByTime(2999);
      expect(idleCallbacks).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(idleCallbacks).toHaveLength(1);
    });
  });
});
