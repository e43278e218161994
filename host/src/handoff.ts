// How the page's first script (starter.ts, written into every page) hands the start to the host's main script, which
// it loads only when the app is needed: the main script, once evaluated, leaves its start under this name.
import type { Start } from './startWhenNeeded';

/** Starts the app on this page: `drawn` when the server drew it (the public remote is then loaded first). */
export type Boot = (how: Start, drawn: boolean) => Promise<void>;

/** The global the main script leaves its start under. */
export const BOOT_GLOBAL = 'collegeHostBoot';

declare global {
  interface Window {
    [BOOT_GLOBAL]?: Boot;
  }
}
