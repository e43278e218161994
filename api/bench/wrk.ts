// The API bench's load generator (run.ts): wrk, a client written in C. A client in Node.js parses answers slower
// than a server on the same machine sends them: the bare server sending the students' 112 KB answer did about 700
// a second through autocannon and 38,000 through wrk on this machine, so a Node.js client measures itself.
// wrk runs with one thread, leaving the other core to the server's processes, and reports through a Lua script
// whose `done` prints the run's exact counts (requests, bytes, errors by kind, latency percentiles).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installDebianPackage } from '../../scripts/debian.cjs';

export interface WrkRequest {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface WrkResult {
  requests: number;
  rps: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  /** Answers of status 400 or more (wrk counts those only: a 304 is a success). */
  non2xx: number;
  /** Connections refused, reads and writes that failed, and requests that timed out. */
  errors: number;
  /** Bytes read per answer, headers and body as sent. */
  bytesPerResponse: number;
}

const hasWrk = () => spawnSync('sh', ['-c', 'command -v wrk'], { stdio: 'ignore' }).status === 0;

/** wrk on the PATH: installed from Debian's packages when this runs as root on Debian, else it says how. */
export function ensureWrk(): void {
  if (hasWrk()) return;
  installDebianPackage('wrk', 'the load generator');
  if (!hasWrk()) throw new Error('the API bench needs wrk on the PATH (Debian: apt-get install wrk)');
}

/** A Lua string literal of any text: every byte outside printable ASCII, and `"` and `\`, as a 3-digit escape. */
function luaString(text: string): string {
  const escaped = [...Buffer.from(text, 'utf8')].map((b) => (b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c ? String.fromCharCode(b) : `\\${String(b).padStart(3, '0')}`));
  return `"${escaped.join('')}"`;
}

const MARK = 'WRK_RESULT';

function script({ method = 'GET', headers = {}, body }: WrkRequest): string {
  return [
    `wrk.method = ${luaString(method)}`,
    ...(body === undefined ? [] : [`wrk.body = ${luaString(body)}`]),
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`),
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    `  io.write(string.format("${MARK} %d %d %d %d %d %d %d %d %.0f %.0f\\n", summary.requests, summary.duration, summary.bytes,`,
    '    e.status, e.connect, e.read, e.write, e.timeout, latency:percentile(50), latency:percentile(99)))',
    'end',
  ].join('\n');
}

/** One wrk run of `seconds` at `connections`; throws when wrk fails or prints no result. */
export async function wrk(request: WrkRequest): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'college-wrk-'));
  try {
    const file = path.join(dir, 'run.lua');
    writeFileSync(file, script(request));
    const args = ['-t1', `-c${request.connections}`, `-d${request.seconds}s`, '--timeout', '10s', '-s', file, request.url];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
    const line = out.split('\n').find((l) => l.startsWith(`${MARK} `));
    if (code !== 0 || !line) throw new Error(`wrk ${request.url} exited with ${code}: ${(err || out).trim().slice(0, 500)}`);
    const [requests, micros, bytes, status, connect, read, write, timeout, p50, p99] = line.split(' ').slice(1).map(Number);
    return {
      requests,
      rps: requests / (micros / 1e6),
      p50: p50 / 1000,
      p99: p99 / 1000,
      non2xx: status,
      errors: connect + read + write + timeout,
      bytesPerResponse: requests ? bytes / requests : 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
