/**
 * @jest-environment node
 */
// The dashboard carries the registry it was built with (webpack.config.js `carries`): every screen reads its
// paths, cache tags, file rules and import columns, and none could be hidden sensibly when another release of the
// shared remote lacks an entry. So its build takes `remote_shared/registry` from the shared remote's source, before
// federation would turn it into a run-time import, while the rest of the shared remote stays federated: an entry
// the live shared remote adds or lacks never reaches the dashboard.
import path from 'node:path';
import type { Configuration, NormalModuleReplacementPlugin } from 'webpack';

type ConfigFactory = (env: unknown, argv: { mode: string }) => Configuration;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack configuration is CommonJS
const config = (require('../webpack.config.js') as ConfigFactory)({}, { mode: 'production' });
const ROOT = path.resolve(__dirname, '../..');

/** Where the build takes `request` from: the file a replacement names, or null (federation, at run time). */
function carriedAs(request: string): string | null {
  for (const plugin of config.plugins ?? []) {
    const replacement = plugin as Partial<NormalModuleReplacementPlugin> & { resourceRegExp?: RegExp; newResource?: unknown };
    if (replacement.resourceRegExp instanceof RegExp && replacement.resourceRegExp.test(request)) return String(replacement.newResource);
  }
  return null;
}

test('the registry is the shared remote source the dashboard was built with', () => {
  expect(carriedAs('remote_shared/registry')).toBe(path.join(ROOT, 'remote-shared/src/exposed/registry.ts'));
});

test('the rest of the shared remote is still taken from the live shared remote', () => {
  for (const module of ['api', 'auth', 'notify', 'schemas', 'transfer', 'ui', 'store']) expect(carriedAs(`remote_shared/${module}`)).toBeNull();
  expect(carriedAs('remote_shared/registry/extra')).toBeNull();
});
