// `npm run bench:profile -w api -- <folder>`: where the processor went in the CPU profiles a benchmark wrote with
// `--profile <folder>` (run.ts, load.ts: V8's `.cpuprofile`, one per process). Each profile is a server process or
// a renderer process (it ran dist/renderer.js); for each kind, the processor time by where the code comes from (an
// npm package, Node's own modules, our bundle, the public remote's server build, the garbage collector), the
// functions that took most of it themselves, and the functions of ours that asked for it. Open a profile in Chrome DevTools (Performance, Load profile) for the
// flame graph.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code comes from, by its script's URL. */
export function originOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  if (/\/dist\/renderer\.js$/.test(url)) return 'renderer process (api/src/render/child.ts)';
  if (/\/dist\/server\.js$/.test(url)) return 'API server (api/src)';
  if (/\/server\/|remote-public/.test(url)) return 'public remote server build';
  return path.basename(url);
}

interface Summary {
  file: string;
  renderer: boolean;
  totalMs: number;
  byOrigin: Map<string, number>;
  byFunction: Map<string, number>;
  /** All the time under each of our functions nearest the sample (the code that asked for the work), by name. */
  byOurCaller: Map<string, number>;
}

/** Our own code: the API's bundle, the renderer's, the public remote's server build. */
const OURS = /\/dist\/(server|renderer)\.js$|remote-public\/dist\/server\//;

/** Self time per sample, attributed to the sampled function's origin and name (idle time left out). */
export function summarize(file: string, profile: Profile): Summary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byOurCaller = new Map<string, number>();
  let totalMs = 0;
  const renderer = profile.nodes.some((node) => /\/dist\/renderer\.js$/.test(node.callFrame.url));
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    totalMs += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const origin = originOf(url, functionName);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(`${name} [${origin}]`, (byFunction.get(`${name} [${origin}]`) ?? 0) + ms);
    // The nearest function of ours on the stack, from the sample up (the sample's own when it is ours).
    let at: Node | undefined = node;
    while (at && !(OURS.test(at.callFrame.url) && at.callFrame.functionName)) at = nodes.get(parents.get(at.id) ?? -1);
    const caller = at ? `${at.callFrame.functionName} ${path.basename(at.callFrame.url)}:${at.callFrame.lineNumber + 1}` : '(none of ours on the stack)';
    byOurCaller.set(caller, (byOurCaller.get(caller) ?? 0) + ms);
  });
  return { file, renderer, totalMs, byOrigin, byFunction, byOurCaller };
}

function merge(summaries: Summary[], key: 'byOrigin' | 'byFunction' | 'byOurCaller'): Map<string, number> {
  const all = new Map<string, number>();
  for (const s of summaries) for (const [name, ms] of s[key]) all.set(name, (all.get(name) ?? 0) + ms);
  return all;
}

function print(title: string, summaries: Summary[], top = 15): void {
  if (!summaries.length) return;
  const total = summaries.reduce((sum, s) => sum + s.totalMs, 0);
  console.log(`\n${title}: ${summaries.length} process(es), ${(total / 1000).toFixed(1)} s of processor (idle left out)\n`);
  const titles = { byOrigin: 'By where the code comes from:', byFunction: 'By function (its own time):', byOurCaller: 'By the function of ours nearest each sample (what asked for the work):' };
  for (const key of ['byOrigin', 'byFunction', 'byOurCaller'] as const) {
    console.log(`  ${titles[key]}`);
    const rows = [...merge(summaries, key)].sort((a, b) => b[1] - a[1]).slice(0, top);
    for (const [name, ms] of rows) console.log(`  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${(ms / 1000).toFixed(2).padStart(7)} s  ${name}`);
    console.log('');
  }
}

function main(): void {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: npm run bench:profile -w api -- <folder of .cpuprofile files>');
  const files = readdirSync(folder).filter((name) => name.endsWith('.cpuprofile'));
  if (!files.length) throw new Error(`no .cpuprofile in ${folder}`);
  const summaries = files.map((name) => summarize(name, JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Profile));
  // The cluster's first process only starts the others and waits: it is left out with what else barely ran.
  const busy = summaries.filter((s) => s.totalMs > 500);
  print('Server processes', busy.filter((s) => !s.renderer));
  print('Renderer processes', busy.filter((s) => s.renderer));
}

main();
