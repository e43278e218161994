// `npm run lint` (and so `npm test`): ESLint over every package, with TypeScript's types, the rules of hooks,
// accessibility of the JSX, and the boundaries between the parts:
// - a remote (remote-public, remote-dashboard) and the host never import another part's source: they reach
//   remote-shared through its federated modules (`remote_shared/*`), never `remote-shared/src/...` (that would
//   bundle a second copy, a second store); only their tests use remote-shared's source (its testing helpers);
// - remote-shared imports no remote and not the host;
// - the API imports no UI code: of remote-shared only the data (`remote_shared/schemas`, `remote_shared/registry`,
//   `remote_shared/transfer` and the folders behind them), which in turn import nothing of React, Redux or the UI.
// The boundaries are checked on the resolved file (eslint-plugin-import-x's no-restricted-paths: relative paths,
// `remote_shared/*`, `import()` and `require` alike) and by name for the federated modules of the other remotes.
// Within and across the parts, no import circles back (import-x/no-cycle, value imports only); the folders of
// api/src form layers with no circle among them (api/test/layers.test.ts, in the API's jest project).
import path from 'node:path';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const at = (...parts) => path.join(ROOT, ...parts);

const TS = ['**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}', '*/test/**', '*/src/testing/**', 'e2e/**'];
const UI = ['host', 'remote-public', 'remote-dashboard', 'remote-shared'];
/** Every workspace of product code. */
const PARTS = [...UI, 'api'];

/** A zone of no-restricted-paths: files under `target` may not import files under any of `from`. */
const zone = (target, from, message, except) => ({ target: at(target), from: from.map((p) => at(p)), message, ...(except ? { except } : {}) });

const OTHER_PARTS = 'A part never imports another part\'s source (docs/architecture.md: the layout); shared code lives in remote-shared, reached through remote_shared/*.';
const FEDERATED = 'Use the federated module remote_shared/* instead: importing remote-shared/src bundles a second copy (a second store).';
const API_UI = 'The API imports no UI code: of remote-shared only its data (remote_shared/schemas, remote_shared/registry, remote_shared/transfer).';
const DATA_UI = 'The shared schemas and registry are data the API imports too: nothing of React, Redux or the UI.';

/** The zones every file of a part obeys, tests included. */
const partZones = [
  zone('remote-public', ['remote-dashboard', 'host', 'api'], OTHER_PARTS),
  zone('remote-dashboard', ['remote-public', 'host', 'api'], OTHER_PARTS),
  zone('host', ['remote-public', 'remote-dashboard', 'api'], OTHER_PARTS),
  zone('remote-shared', ['remote-public', 'remote-dashboard', 'host', 'api'], 'remote-shared imports no remote, nor the host or the API.'),
  zone('api', ['remote-public', 'remote-dashboard', 'host'], OTHER_PARTS),
  zone('api', ['remote-shared/src'], API_UI, ['exposed/schemas.ts', 'exposed/registry.ts', 'exposed/transfer.ts', 'schemas', 'registry']),
  zone('remote-shared/src/schemas', ['remote-shared/src'], DATA_UI, ['schemas', 'registry']),
  zone('remote-shared/src/registry', ['remote-shared/src'], DATA_UI, ['schemas', 'registry']),
];

/** Outside tests, the host and the remotes reach remote-shared only through its federated modules. */
const federatedZones = ['remote-public', 'remote-dashboard', 'host'].map((part) => zone(part, ['remote-shared/src'], FEDERATED, ['exposed']));

/**
 * The other remotes' federated modules, by name (they resolve to no file here, so no-restricted-paths cannot see
 * them; an `import()` of one is not checked, but a remote's build knows only remote_shared and fails on it).
 */
const federatedNames = (...names) => names.map((name) => ({ group: [`${name}`, `${name}/**`], message: OTHER_PARTS }));
const NOT_UI_LIBRARIES = ['react', 'react/**', 'react-dom', 'react-dom/**', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/**'];

/** What the API may not import: the remotes, UI code of remote-shared, UI libraries. */
const apiPatterns = [
  ...federatedNames('remote_public', 'remote_dashboard'),
  { group: ['remote_shared/*', '!remote_shared/schemas', '!remote_shared/registry', '!remote_shared/transfer'], message: API_UI },
  { group: NOT_UI_LIBRARIES, message: API_UI },
];

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', 'data/', '**/coverage/']),

  // An eslint-disable that no longer hides anything is an error, and one that does says why (`-- reason`).
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
    },
  },

  js.configs.recommended,

  // TypeScript, with its types: one program over every package, the one `npm run typecheck` checks (one program
  // is quicker than a program per package, each of which would load remote-shared again).
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { project: './tsconfig.check.json', tsconfigRootDir: ROOT },
    },
    rules: {
      // `_name` marks a parameter or binding kept for its position or to leave a property out of a rest.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A `void` expression is how a deliberately unawaited promise is marked (an event handler's async work).
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // React's event props take `() => Promise<void>` handlers whose promise nobody awaits (React ignores it);
      // the check stays on for conditionals and spreads, where a promise in place of a value is a real mistake.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Off: Fastify plugins, hooks and handlers are async functions by contract (a plugin without a `done`
      // callback must return a promise), as are the test doubles of async interfaces; an `async` without an
      // `await` there is the interface, not a slip.
      '@typescript-eslint/require-await': 'off',
    },
  },

  // Migrations and the database helpers they share take `Kysely<any>`, as Kysely advises: a migration must not
  // depend on the schema's types of today, which later migrations change.
  { files: ['api/src/db/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },

  // JavaScript: Node scripts and configs. `.js` files are CommonJS (webpack and jest configs), `.mjs` modules.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['**/*.js', '**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },

  // The pages: browser globals, the rules of hooks (with the React Compiler's checks) and accessible JSX.
  {
    files: UI.map((part) => `${part}/{src,test}/**/*.{ts,tsx}`),
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Tests: jest's globals. The no-unsafe-* rules and no-explicit-any are off there: a test reads answers that its
  // tools type as `any` (light-my-request's `json()`, `JSON.parse` of a body, a mock's calls) or reaches past the
  // types on purpose (a database of an older schema, a malformed body), and checking shapes is what its
  // `expect`s do, at run time; typing each value first would only add casts.
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // jest's set-up for the jsdom tests, and the functions that the benches and the demo's picture maker send
  // into a browser page (`page.evaluate`): they run in the browser.
  { files: ['jest.setup-dom.js', 'e2e/bench/interactive.mjs', 'api/demo/make-assets.mjs'], languageOptions: { globals: { ...globals.browser } } },

  // Boundaries.
  {
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
          alias: { remote_shared: [at('remote-shared/src/exposed')] },
        }),
      ],
    },
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...partZones, ...federatedZones] }] },
  },
  // Arrows run one way: no module imports, through any chain, a module that imports it back. A circle makes
  // what a module sees at load time depend on which end was loaded first, and ties two layers into one (the
  // audit trail imported auth's routes while auth recorded audit entries). Only value imports count: an
  // `import type` is erased at build and loads nothing. Packages are not followed (ignoreExternal): a circle
  // is between our own files, and parsing node_modules would multiply the lint's time.
  {
    files: [`{${PARTS.join(',')}}/**/*.{ts,tsx,js,mjs,cjs}`],
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: partZones }] },
  },
  { files: ['remote-public/**'], rules: { 'no-restricted-imports': ['error', { patterns: federatedNames('remote_dashboard') }] } },
  { files: ['remote-dashboard/**'], rules: { 'no-restricted-imports': ['error', { patterns: federatedNames('remote_public') }] } },
  { files: ['remote-shared/**'], rules: { 'no-restricted-imports': ['error', { patterns: federatedNames('remote_public', 'remote_dashboard') }] } },
  { files: ['api/**'], rules: { 'no-restricted-imports': ['error', { patterns: apiPatterns }] } },
  // The server opens images only through openImage (api/src/uploads/image.ts), which passes the pixel limit.
  {
    files: ['api/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: apiPatterns, paths: [{ name: 'sharp', message: 'Open images with openImage (api/src/uploads/image.ts): it sets the pixel limit.' }] }],
    },
  },
  {
    files: ['remote-shared/src/schemas/**', 'remote-shared/src/registry/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: NOT_UI_LIBRARIES, message: DATA_UI }] }] },
  },
);
