/**
 * @jest-environment node
 */
// The shared singletons declare no version range (webpack.shared.js): every app of this repository must then be
// built against the same copy of each, which this checks from each app's folder as webpack resolves it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack configuration is CommonJS
const { sharedSingletons } = require('../../../webpack.shared.js') as {
  sharedSingletons: () => Record<string, { singleton: boolean; requiredVersion: false; version: string; import?: string }>;
};

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['host', 'remote-shared', 'remote-public', 'remote-dashboard'];

function installedVersion(pkg: string, appDir: string): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [appDir] });
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

describe('shared singletons', () => {
  const shared = sharedSingletons();
  const packages = Object.keys(shared).filter((key) => !key.endsWith('/'));

  it('are singletons that name the version they provide', () => {
    expect(packages).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-router-dom']));
    for (const key of Object.keys(shared)) {
      expect(shared[key]).toMatchObject({ singleton: true, requiredVersion: false });
      expect(shared[key].version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it.each(APPS)('resolve to the one installed version from %s', (app) => {
    for (const pkg of packages) expect(`${pkg}@${installedVersion(pkg, path.join(ROOT, app))}`).toBe(`${pkg}@${shared[pkg].version}`);
  });
});
