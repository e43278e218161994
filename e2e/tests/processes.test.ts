// The server on a machine of several cores: WEB_CONCURRENCY processes share the port (node:cluster), any of them
// answers any request and sees every other's writes at once; one that ends is replaced, and stopping the server
// stops them all. (Every other browser test runs against the default, one process per core.)
import { readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { ADMIN, startServer, type StartedServer } from '../support/server';

let server: StartedServer;

beforeAll(async () => {
  server = await startServer({ WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' });
}, 60000);
afterAll(() => {
  if (server.process.exitCode === null) server.process.kill('SIGKILL');
  rmSync(server.dataDir, { recursive: true, force: true });
});

/** The server's serving processes: the children of the process `npm start` runs. */
function servingProcesses(): number[] {
  const pid = server.process.pid!;
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** A GET on a new connection each time (as many visitors' phones), answered with its status and JSON body. */
function getFresh(path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((done, fail) => {
    const request = get(`${server.url}${path}`, { agent: false, timeout: 10000, headers: { accept: 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer to ${path} within 10 s`)));
    request.on('error', fail);
  });
}

/** The processes that logged an answer to `url` (the access log names each line's process). */
function answeredBy(url: string): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().split('\n')) {
    if (!line.includes('"msg":"request"')) continue;
    const entry = JSON.parse(line) as { pid: number; url: string };
    if (entry.url === url) pids.add(entry.pid);
  }
  return pids;
}

/** The processes that logged they listen (each serving process logs it once its port is open). */
function listening(): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().split('\n')) {
    if (line.includes('"msg":"Server listening at ')) pids.add((JSON.parse(line) as { pid: number }).pid);
  }
  return pids;
}

async function until<T>(what: string, check: () => T | undefined | false, ms = 15000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms:\n${server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('two processes answer, and each sees a notice the other has just written', async () => {
  const workers = servingProcesses();
  expect(workers).toHaveLength(2);
  // A process that has started may not listen yet: until it does, the other takes every connection.
  await until('both processes to listen', () => workers.every((pid) => listening().has(pid)));

  const signIn = await fetch(`${server.url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status).toBe(200);
  const { access } = (await signIn.json()) as { access: string };
  const search = `/api/notices/?search=${encodeURIComponent('দুই প্রক্রিয়া')}`;
  // Both processes have the list cached before the write…
  for (let i = 0; i < 4; i++) expect((await getFresh(search)).body).toEqual([]);
  const written = await fetch(`${server.url}/api/notices/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ title: 'দুই প্রক্রিয়ার পরীক্ষা', category: 'সাধারণ', description: 'একটি প্রক্রিয়ায় লেখা, অন্যটিতে পড়া।' }),
  });
  expect(written.status).toBe(201);
  // …and every answer after it, from either, holds the new notice.
  for (let i = 0; i < 6; i++) {
    const answer = await getFresh(search);
    expect(answer.status).toBe(200);
    expect((answer.body as { title: string }[]).map((notice) => notice.title)).toEqual(['দুই প্রক্রিয়ার পরীক্ষা']);
  }
  expect([...(await until('the access log', () => answeredBy(search).size === 2 && answeredBy(search)))].sort()).toEqual([...workers].sort());
});

test('a process that ends is replaced while the other serves; stopping the server stops every process', async () => {
  const [killed, kept] = servingProcesses();
  process.kill(killed, 'SIGKILL');
  // Once the first process has seen it end (a connection handed over in that instant would be lost with it),
  // the other answers every request while a replacement starts.
  await until('the end to be noticed', () => server.output().includes('a server process ended; starting another'));
  for (let i = 0; i < 4; i++) expect((await getFresh('/api/classes/')).status).toBe(200);
  const replaced = await until('a new process', () => {
    const now = servingProcesses();
    return now.length === 2 && !now.includes(killed) && now;
  });
  expect(replaced).toContain(kept);

  const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
  server.process.kill('SIGTERM');
  expect(await exited).toBe(0);
  for (const pid of replaced) {
    await until(`process ${pid} to end`, () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    });
  }
});
