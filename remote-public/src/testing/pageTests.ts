// What every page test does around each test: a clean browser (storage, cookies), console.error silenced but
// recorded (a page logs a failed read, and some tests assert it), and no fake API left behind.
import { resetBrowserState, uninstallFakeApi } from '../../../remote-shared/src/testing/fakeApi';

/** Call at the top of a page's test file; `errorLog()` is the current test's console.error spy. */
export function pageTestHooks(): { errorLog: () => jest.SpyInstance } {
  let spy: jest.SpyInstance | null = null;
  beforeEach(() => {
    resetBrowserState();
    spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    uninstallFakeApi();
    spy?.mockRestore();
  });
  return {
    errorLog: () => {
      if (!spy) throw new Error('errorLog() is only there inside a test');
      return spy;
    },
  };
}
