import { serverDrawn, signedOutByServer, startWhenNeeded, storedToken, type Start } from './startWhenNeeded';

// The idle callbacks the code asked for, called by the test when it wants the phone idle.
let idleCallbacks: Array<() => void> = [];

function drawnPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root" data-server-rendered>${html}</div>`;
  return document.getElementById('root')!;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  idleCallbacks = [];
  window.requestIdleCallback = ((callback: () => void) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  }) as typeof window.requestIdleCallback;
  localStorage.clear();
  delete document.documentElement.dataset.auth;
  delete document.documentElement.dataset.ready;
});

afterEach(() => {
  document.body.innerHTML = '';
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
});
