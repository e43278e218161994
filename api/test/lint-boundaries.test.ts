// The lint of `npm test` keeps the parts apart (eslint.config.mjs): a remote never imports another part's
// source, the API no UI code, remote-shared no remote. Each case lints a file that is not on disk (ESLint's
// lintText with a path inside a package) with the project's own configuration. ESLint loads that configuration
// as an ES module, which jest's module system cannot, so the linting runs in a child process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Finding {
  rule: string | null;
  message: string;
}

/** Lints each `[file, code]` as if it were that file of the repository; the findings of each, in order. */
function lint(files: [file: string, code: string][]): Finding[][] {
  // The checks by type need the file in the TypeScript program, which a file not on disk is not: they are left
  // out here (the boundaries do not use them), everything else is the project's configuration.
  const script = `
    const { ESLint } = require('eslint');
    const tseslint = require('typescript-eslint');
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)}, overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }] });
      const out = [];
      for (const [file, code] of JSON.parse(process.argv[1])) {
        const [result] = await eslint.lintText(code, { filePath: require('node:path').join(${JSON.stringify(ROOT)}, file) });
        out.push(result.messages.map((m) => ({ rule: m.ruleId, message: m.message })));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(files)], { cwd: ROOT, encoding: 'utf8' })) as Finding[][];
}

const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];
const boundaries = (findings: Finding[]) => findings.filter((f) => f.rule && BOUNDARY_RULES.includes(f.rule));
const rules = (findings: Finding[]) => boundaries(findings).map((f) => f.rule);

// One child process for every case (ESLint starts in about a second).
let results: Map<string, Finding[]>;
const CASES: Record<string, [file: string, code: string]> = {
  publicImportsDashboard: ['remote-public/src/lint-case.ts', "import { T } from '../../remote-dashboard/src/texts';\nexport const x = T;\n"],
  publicImportsHost: ['remote-public/src/pages/lint-case.tsx', "import { App } from '../../../host/src/App';\nexport const x = App;\n"],
  publicImportsDashboardLater: ['remote-public/src/lint-case.ts', "export const later = () => import('../../remote-dashboard/src/texts');\n"],
  publicRequiresDashboard: ['remote-public/src/lint-case.ts', "export const early = require('../../remote-dashboard/src/texts');\n"],
  publicImportsDashboardRemote: ['remote-public/src/lint-case.ts', "import DashboardApp from 'remote_dashboard/DashboardApp';\nexport { T } from 'remote_dashboard/texts';\nexport const x = DashboardApp;\n"],
  dashboardImportsPublic: ['remote-dashboard/src/crud/lint-case.ts', "export { T } from '../../../remote-public/src/texts';\n"],
  hostImportsPublic: ['host/src/lint-case.ts', "import { T } from '../../remote-public/src/texts';\nexport const x = T;\n"],
  sharedImportsPublic: ['remote-shared/src/ui/lint-case.ts', "import { T } from '../../../remote-public/src/texts';\nexport const x = T;\n"],
  publicImportsSharedSource: ['remote-public/src/lint-case.ts', "import { Spinner } from '../../remote-shared/src/ui/Spinner';\nexport const x = Spinner;\n"],
  publicImportsSharedFederated: ['remote-public/src/lint-case.ts', "import { Spinner } from 'remote_shared/ui';\nimport { makeStore } from 'remote_shared/store';\nexport const x = [Spinner, makeStore];\n"],
  publicTestImportsSharedSource: ['remote-public/src/lint-case.test.tsx', "import { renderApp } from '../../remote-shared/src/testing/render';\nexport const x = renderApp;\n"],
  apiImportsPublic: ['api/src/lint-case.ts', "import { T } from '../../remote-public/src/texts';\nexport const x = T;\n"],
  apiImportsSharedUi: ['api/src/lint-case.ts', "import { Spinner } from 'remote_shared/ui';\nexport const x = Spinner;\n"],
  apiImportsSharedUiSource: ['api/src/lint-case.ts', "import { Spinner } from '../../remote-shared/src/ui/Spinner';\nexport const x = Spinner;\n"],
  apiImportsReact: ['api/src/lint-case.ts', "import { createElement } from 'react';\nexport const x = createElement;\n"],
  apiImportsSharedData: ['api/src/lint-case.ts', "import { registerSchema } from 'remote_shared/schemas';\nimport { REGISTRY } from 'remote_shared/registry';\nexport const x = [registerSchema, REGISTRY];\n"],
  disabledWithoutReason: ['remote-public/src/lint-case.ts', "// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport const x: any = 1;\n"],
  disabledWithReason: ['remote-public/src/lint-case.ts', "// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reason\nexport const x: any = 1;\n"],
  dataImportsUi: ['remote-shared/src/schemas/lint-case.ts', "import { Spinner } from '../ui/Spinner';\nimport { useState } from 'react';\nexport const x = [Spinner, useState];\n"],
};

beforeAll(() => {
  const names = Object.keys(CASES);
  const found = lint(names.map((name) => CASES[name]));
  results = new Map(names.map((name, i) => [name, found[i]]));
}, 120_000);

describe('lint keeps the parts apart', () => {
  it('fails on a remote importing another remote’s source, however it is written', () => {
    for (const name of ['publicImportsDashboard', 'publicImportsDashboardLater', 'publicRequiresDashboard', 'dashboardImportsPublic']) {
      expect([name, rules(results.get(name)!)]).toEqual([name, ['import-x/no-restricted-paths']]);
    }
    expect(boundaries(results.get('publicImportsDashboard')!)[0].message).toMatch(/remote-dashboard\/src\/texts.*never imports another part's source/);
  });

  it('fails on a remote importing another remote’s federated modules (only the host puts remotes together)', () => {
    expect(rules(results.get('publicImportsDashboardRemote')!)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
  });

  it('fails on the host and remotes importing each other, and remote-shared importing a remote', () => {
    for (const name of ['publicImportsHost', 'hostImportsPublic', 'sharedImportsPublic']) {
      expect([name, rules(results.get(name)!)]).toEqual([name, ['import-x/no-restricted-paths']]);
    }
  });

  it('lets a remote reach remote-shared through remote_shared/* only; its tests may use the source', () => {
    expect(boundaries(results.get('publicImportsSharedSource')!)).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringMatching(/federated module remote_shared/) as string },
    ]);
    expect(boundaries(results.get('publicImportsSharedFederated')!)).toEqual([]);
    expect(boundaries(results.get('publicTestImportsSharedSource')!)).toEqual([]);
  });

  it('fails on the API importing UI code: a remote, the UI parts of remote-shared, React', () => {
    expect(rules(results.get('apiImportsPublic')!)).toEqual(['import-x/no-restricted-paths']);
    expect(rules(results.get('apiImportsSharedUi')!).sort()).toEqual(['import-x/no-restricted-paths', 'no-restricted-imports']);
    expect(rules(results.get('apiImportsSharedUiSource')!)).toEqual(['import-x/no-restricted-paths']);
    expect(rules(results.get('apiImportsReact')!)).toEqual(['no-restricted-imports']);
    expect(boundaries(results.get('apiImportsSharedUi')!)[0].message).toMatch(/The API imports no UI code/);
  });

  it("lets the API import remote-shared's data (schemas and registry), which import no UI themselves", () => {
    expect(boundaries(results.get('apiImportsSharedData')!)).toEqual([]);
    expect(rules(results.get('dataImportsUi')!).sort()).toEqual(['import-x/no-restricted-paths', 'no-restricted-imports']);
  });
});

describe('lint and its exceptions', () => {
  it('fails on an eslint-disable that does not say why, and takes one that does', () => {
    expect(results.get('disabledWithoutReason')!.map((f) => f.rule)).toEqual(['@eslint-community/eslint-comments/require-description']);
    expect(results.get('disabledWithReason')).toEqual([]);
  });
});
