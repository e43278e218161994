// A rolling restart under load, as clients see it: the server started as an operator starts it (two serving
// processes, METRICS_PORT), 50 clients on undici's default client writing and reading for 30 s, SIGHUP to the first
// process in the middle. Every request gets its answer (0 failed), and every write acknowledged (201) is there
// afterwards (0 lost). On SQLite, or on PostgreSQL with TEST_DATABASE_URL. /metrics answers for every process.
import { readFileSync } from 'node:fs';
import { request } from 'undici';
import { freePort } from '../bench/support';
import { type ServerProcess, startServerProcess } from './serverProcess';

const CLIENTS = 50;
const LOAD_MS = 30_000;
/** When the restart is asked for, into the load. */
const SIGHUP_AT_MS = 8_000;
/** The restart must be over by then: two processes started (through tsx) and two drained, under the load, took up to 75 s on this 2-core machine. */
const ROLL_LIMIT_MS = 180_000;

jest.setTimeout(ROLL_LIMIT_MS + 60_000);

const METRICS_TOKEN = 'rolling-restart-metrics-token';

let server: ServerProcess;
let metricsPort: number;
beforeAll(async () => {
  metricsPort = await freePort();
  server = await startServerProcess({ env: { WEB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort), METRICS_TOKEN } });
});
afterAll(() => server?.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The serving processes: the first process's children. */
function servingProcesses(): number[] {
  return readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

async function scrape(): Promise<string> {
  const answer = await request(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(answer.statusCode).toBe(200);
  return answer.body.text();
}

function sampleOf(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

test('METRICS_PORT, and the main port with the token, answer for every process: their figures added up', async () => {
  // Both serving processes and the first one answer (each counts itself once).
  const until = Date.now() + 60_000;
  while (sampleOf(await scrape(), 'college_processes') !== 3 && Date.now() < until) await pause(250);
  expect(sampleOf(await scrape(), 'college_processes')).toBe(3);
  // Requests on fresh connections, which the processes share between them: all counted once, under the pattern.
  for (let i = 0; i < 20; i++) {
    const answer = await request(`${server.api}notices/${900000 + i}/`, { headers: { connection: 'close' } });
    expect(answer.statusCode).toBe(404);
    await answer.body.dump();
  }
  const notFound = 'college_http_request_duration_seconds_count{method="GET",route="/api/notices/:id/",status="404"}';
  expect(sampleOf(await scrape(), notFound)).toBe(20);
  // A serving process asked on the main port gets the same sum from the first process.
  const main = await request(`${server.api.replace(/api\/$/, '')}metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(main.statusCode).toBe(200);
  const text = await main.body.text();
  expect(sampleOf(text, 'college_processes')).toBe(3);
  expect(sampleOf(text, notFound)).toBe(20);
});

test('50 clients for 30 s with a rolling restart (SIGHUP) in the middle: 0 failed requests, 0 lost writes', async () => {
  const before = servingProcesses();
  expect(before).toHaveLength(2);
  const acknowledged: number[] = [];
  const failures: string[] = [];
  let answered = 0;
  const started = Date.now();
  let rolled = false;
  const restarted = (async () => {
    await pause(SIGHUP_AT_MS);
    process.kill(server.pid, 'SIGHUP');
    // Over once two serving processes run and neither is one of the old ones.
    while (Date.now() - started < ROLL_LIMIT_MS) {
      const now = servingProcesses();
      if (now.length === 2 && now.every((pid) => !before.includes(pid))) {
        rolled = true;
        return;
      }
      await pause(200);
    }
  })();

  const client = async (n: number) => {
    const mine: number[] = [];
    for (let i = 0; Date.now() - started < LOAD_MS || !rolled; i++) {
      if (Date.now() - started > ROLL_LIMIT_MS) return;
      const write = i % 2 === 0 || !mine.length;
      const what = write ? `POST classes/ #${n}.${i}` : `GET classes/${mine.at(-1)}/`;
      try {
        const answer = write
          ? await request(`${server.api}classes/`, {
              method: 'POST',
              headers: { ...server.admin, 'content-type': 'application/json' },
              body: JSON.stringify({ name: `শ্রেণি ${n}-${i}` }),
            })
          : await request(`${server.api}classes/${mine.at(-1)}/`, { headers: server.admin });
        const body = (await answer.body.json()) as { id?: number };
        if (answer.statusCode !== (write ? 201 : 200)) failures.push(`${what}: ${answer.statusCode} ${JSON.stringify(body)}`);
        else if (write) {
          mine.push(body.id!);
          acknowledged.push(body.id!);
        }
        answered += 1;
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all([restarted, ...Array.from({ length: CLIENTS }, (_, n) => client(n))]);

  expect(rolled).toBe(true);
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(CLIENTS * 10);
  // Every acknowledged write is there, read by the new processes.
  const list = await request(`${server.api}classes/`, { headers: server.admin });
  const stored = new Set(((await list.body.json()) as Array<{ id: number }>).map((row) => row.id));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
});
