// Installs one of Debian's packages for a test or a bench that needs a program or font the machine lacks
// (Chromium, wrk, the Noto fonts): only as root on a machine with apt-get, with the package index refreshed when the
// first try fails (a fresh machine has none). CommonJS, so the scripts (ES modules) and the benches' TypeScript
// both take it as it is.
const { spawnSync } = require('node:child_process');

/** Whether this process may install Debian's packages: root, with apt-get on the PATH. */
function canInstall() {
  return process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** Installs `name` when it can, saying so with `why`; answers whether apt-get succeeded (false when it could not try). */
function installDebianPackage(name, why) {
  if (!canInstall()) return false;
  console.error(`[${name}] installing Debian's ${name} (${why})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], { stdio: 'inherit', env }).status === 0;
  if (install()) return true;
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return install();
}

module.exports = { installDebianPackage };
