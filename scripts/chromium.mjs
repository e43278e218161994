// Finds Debian's Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium. Where it is missing and
// we are root with apt-get, installs Debian's package; otherwise stops with the one line that says how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const INSTALL_HINT = 'Chromium is missing: install Debian\'s package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

function canApt() {
  return process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** The Chromium path, installing it when possible; null (after printing the hint) when it cannot be had. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canApt()) {
    console.log('[test] Chromium not found: installing Debian\'s chromium package with apt-get');
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch {
      // Reported below with the hint.
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(INSTALL_HINT);
  return null;
}
