// The folders of api/src form layers, and arrows run one way: down the layers, and never round in a circle.
// import-x/no-cycle (eslint.config.mjs) keeps files out of circles; this keeps folders out of them, where a circle
// of files through three folders is no circle of files but still ties the folders into one: none can be read,
// moved or tested without the others.
//
// The imports are read with TypeScript's own parser and resolved by its resolver under api/tsconfig.json, as the
// compiler finds them. Only value imports count (`import`, `export … from`, `import()`, `require`): an
// `import type`, or an import whose every name is a type, is erased at build and loads nothing. Each top-level
// folder of api/src is one node, and so is each file directly in it (config.ts, errors.ts…).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const API = path.resolve(__dirname, '..');
const SRC = path.join(API, 'src');

/**
 * The layers, lowest first. A folder imports its own layer or those below it, never one above; a newcomer finds
 * where a module goes by what it needs. Every folder and file of api/src is in one of them.
 */
const LAYERS: Record<string, string[]> = {
  'low-level': ['accessLog', 'builtFiles', 'collegeDay', 'colours', 'config', 'db', 'drawing', 'errors', 'health', 'logStream', 'metrics', 'notAllowed', 'origin', 'paging', 'parsers', 'preloads', 'releases', 'repeat', 'storage', 'uploads', 'verifyUrl'],
  'audit trail and sign-in (every write records, every route is guarded)': ['audit', 'auth'],
  resources: ['resources'],
  features: ['backup', 'cards', 'demo', 'idcards', 'openapi', 'render', 'site', 'static', 'sweep', 'transfer', 'workers'],
  'the app (registers the routes, starts the jobs)': ['app', 'cli', 'routes', 'server'],
};

/** An arrow between two nodes, with the imports that make it (`from/file.ts imports to/file.ts`). */
type Arrows = Map<string, Map<string, string[]>>;

const nodeOf = (file: string) => path.relative(SRC, file).split(path.sep)[0].replace(/\.tsx?$/, '');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module names a file loads at run time. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly || (!clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)));
      if (!onlyTypes) names.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) names.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      names.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1 && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) names.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The arrows between the nodes of api/src, from its files' value imports. */
function readArrows(): Arrows {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(API, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('api/tsconfig.json could not be read');
  const arrows: Arrows = new Map();
  for (const file of sourceFiles(SRC)) {
    for (const name of valueImports(file)) {
      const resolved = ts.resolveModuleName(name, file, config.options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (!target.startsWith(SRC + path.sep)) continue;
      const [from, to] = [nodeOf(file), nodeOf(target)];
      if (from === to) continue;
      const byTarget = arrows.get(from) ?? new Map<string, string[]>();
      arrows.set(from, byTarget);
      byTarget.set(to, [...(byTarget.get(to) ?? []), `${path.relative(SRC, file)} imports ${path.relative(SRC, target)}`]);
    }
  }
  return arrows;
}

/**
 * The circles: for each group of nodes that reach each other (Tarjan's strongly connected components), one
 * shortest circle through its first node, each arrow with the imports that make it.
 */
function circles(arrows: Arrows): string[] {
  const nexts = (node: string) => [...(arrows.get(node)?.keys() ?? [])].sort();
  const nodes = [...new Set([...arrows.keys(), ...[...arrows.values()].flatMap((m) => [...m.keys()])])].sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of nexts(node)) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = stack.splice(stack.indexOf(node));
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) connect(node);

  return groups.map((group) => {
    // Breadth first from the group's first node back to it, within the group: the shortest circle.
    const start = group[0];
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length && !cameFrom.has(start)) {
      const node = queue.shift()!;
      for (const next of nexts(node)) {
        if (!group.includes(next) || cameFrom.has(next)) continue;
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
    const circle = [start];
    for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) circle.unshift(node);
    circle.unshift(start);
    const steps = circle.slice(1).map((to, i) => `  ${circle[i]} -> ${to}: ${arrows.get(circle[i])!.get(to)!.join('; ')}`);
    return [`${circle.join(' -> ')} (the folders caught up in it: ${group.join(', ')})`, ...steps].join('\n');
  });
}

const layerOf = new Map(Object.values(LAYERS).flatMap((nodes, level) => nodes.map((node) => [node, level] as const)));
const layerNames = Object.keys(LAYERS);

/** The arrows that run up the layers, with their imports. */
function upwardArrows(arrows: Arrows): string[] {
  return [...arrows].flatMap(([from, targets]) =>
    [...targets]
      .filter(([to]) => (layerOf.get(to) ?? 0) > (layerOf.get(from) ?? Infinity))
      .map(([to, imports]) => `${from} (${layerNames[layerOf.get(from)!]}) -> ${to} (${layerNames[layerOf.get(to)!]}): ${imports.join('; ')}`),
  );
}

const arrows = readArrows();

test('every folder and file of api/src is in a layer', () => {
  const nodes = readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')))
    .map((entry) => entry.name.replace(/\.tsx?$/, ''));
  expect(nodes.filter((node) => !layerOf.has(node))).toEqual([]);
  expect([...layerOf.keys()].filter((node) => !nodes.includes(node))).toEqual([]);
});

test('no folder of api/src imports one above its layer', () => {
  expect(upwardArrows(arrows)).toEqual([]);
});

test('no folders of api/src import each other round a circle', () => {
  expect(circles(arrows)).toEqual([]);
});

test('the arrows are read from value imports only, through the resolver', () => {
  // A value import through the folder's index (resources/crud/writes.ts records audit entries).
  expect(arrows.get('resources')?.get('audit')).toContain('resources/crud/writes.ts imports audit/index.ts');
  // `import type { CardSlot }` loads nothing: uploads/cards.ts's is no arrow.
  expect(readFileSync(path.join(SRC, 'uploads/cards.ts'), 'utf8')).toContain("import type { CardSlot } from '../resources/previewCards'");
  expect(arrows.get('uploads')?.has('resources')).toBe(false);
});

test('an arrow back up is caught, named with the imports that close the circle', () => {
  const back: Arrows = new Map([...arrows].map(([from, targets]) => [from, new Map(targets)]));
  back.get('audit')!.set('resources', ['audit/routes.ts imports resources/crud/lists.ts']);
  expect(upwardArrows(back)).toContain('audit (audit trail and sign-in (every write records, every route is guarded)) -> resources (resources): audit/routes.ts imports resources/crud/lists.ts');
  // (Any circle the tree itself has is the test above's to report.)
  const circle = circles(back).find((text) => text.startsWith('audit -> '));
  expect(circle).toMatch(/^audit -> resources -> audit /);
  expect(circle).toContain('audit -> resources: audit/routes.ts imports resources/crud/lists.ts');
  expect(circle).toContain('resources -> audit: resources/crud/writes.ts imports audit/index.ts');
});
