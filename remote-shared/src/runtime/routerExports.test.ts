// The page shares a declarative-mode subset of react-router-dom (reactRouterDom.ts). Every name any app
// imports from react-router-dom must be in that subset, or it would be undefined in the browser.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as shared from './reactRouterDom';
import * as full from 'react-router';

const ROOT = join(__dirname, '../../..');
const APP_SOURCES = ['host/src', 'remote-shared/src', 'remote-public/src', 'remote-dashboard/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The server's renderer (remote-public/src/ssr) uses the whole package in Node, never the shared module.
    if (statSync(path).isDirectory()) return name === 'ssr' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function namesImportedFromRouter(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      // Type-only imports vanish at build time.
      if (name && !part.trim().startsWith('type ') && !/^import\s+type/.test(match[0])) names.push(name);
    }
  }
  return names;
}

describe('the shared react-router-dom', () => {
  it('offers every name the apps import from the router', () => {
    const used = new Set(APP_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)).flatMap((file) => namesImportedFromRouter(readFileSync(file, 'utf8')))));
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((name) => !(name in shared));
    expect(missing).toEqual([]);
  });

  it('offers the real router objects, not copies', () => {
    for (const [name, value] of Object.entries(shared)) {
      expect(value).toBe((full as Record<string, unknown>)[name]);
    }
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(['BrowserRouter', 'Routes', 'Route', 'Link', 'NavLink', 'useLocation', 'useNavigate']));
  });
});
