// Finds Debian's Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium. Where it is missing and
// we are root with apt-get, installs Debian's package; otherwise stops with the one line that says how.
import { existsSync } from 'node:fs';
import debian from './debian.cjs';

export const INSTALL_HINT = 'Chromium is missing: install Debian\'s package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** The Chromium path, installing it when possible; null (after printing the hint) when it cannot be had. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (debian.installDebianPackage('chromium', 'the browser tests drive it')) {
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(INSTALL_HINT);
  return null;
}
