// The access log as an operator reads it: the server's stdout, one JSON line per request, whether the app answered it
// or the replay of a kept list answer did (resources/replay.ts), every line whole, the last ones written when the
// process stops (the log is written 4 KB at a time, logStream.ts), and Bengali kept as written.
import { startServerProcess } from './serverProcess';

jest.setTimeout(60_000);

interface Line {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  ip?: string;
  reqId?: string;
  username?: string;
}

test('every request gets one whole access-log line on stdout, the replayed ones too; Bengali is kept and the last lines are written at the stop', async () => {
  // An Admin named in Bengali: the start logs the name (server.ts), a line of three bytes a letter.
  const adminName = 'অধ্যক্ষ';
  const server = await startServerProcess({ env: { LOG_LEVEL: 'info', ADMIN_USERNAME: adminName }, stdout: true });
  let stopped = false;
  try {
    // The first read goes through the app and is kept; the next ones are replayed.
    const reads = 5;
    for (let i = 0; i < reads; i++) expect((await fetch(`${server.api}notices/`)).status).toBe(200);
    await server.stop();
    stopped = true;

    const text = server.stdout();
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.trimEnd().split('\n').map((line) => JSON.parse(line) as Line);
    const listReads = lines.filter((line) => line.msg === 'request' && line.url === '/api/notices/');
    expect(listReads).toHaveLength(reads);
    for (const line of listReads) {
      expect(line).toMatchObject({ level: 30, method: 'GET', status: 200, ip: '127.0.0.1' });
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }
    // The app's lines name the request; the replayed ones (Fastify made no request for them) do not.
    const fromApp = listReads.filter((line) => line.reqId !== undefined);
    const replayed = listReads.filter((line) => line.reqId === undefined);
    expect(fromApp.length).toBeGreaterThanOrEqual(1);
    expect(replayed.length).toBeGreaterThanOrEqual(1);
    // Otherwise the same fields, in the same order.
    const fields = (line: Line) => Object.keys(line).filter((key) => key !== 'reqId' && key !== 'time');
    for (const line of replayed) expect(fields(line)).toEqual(fields(fromApp[0]));
    expect(lines.filter((line) => line.username === adminName)).toHaveLength(1);
  } finally {
    if (!stopped) await server.stop();
  }
});

test('with several processes and a log reader that falls behind, every line still arrives whole', async () => {
  const server = await startServerProcess({ env: { LOG_LEVEL: 'info', WEB_CONCURRENCY: '2' }, stdout: true });
  let stopped = false;
  try {
    // The reader stops while both processes log more than a pipe holds (64 KB): their writes wait, and each must
    // still go in whole lines, never a part of one process's line beside a part of the other's.
    server.holdStdout(true);
    const requests = 3000;
    const batch = 50;
    for (let sent = 0; sent < requests; sent += batch) {
      await Promise.all(Array.from({ length: batch }, (_, i) => fetch(`${server.api}notices/?page_size=${1 + ((sent + i) % 7)}`).then((answer) => answer.arrayBuffer())));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.holdStdout(false);
    await server.stop();
    stopped = true;

    const lines = server.stdout().trimEnd().split('\n');
    const broken = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
    const answered = lines.map((line) => JSON.parse(line) as Line).filter((line) => line.msg === 'request' && line.url?.startsWith('/api/notices/?page_size='));
    expect(answered).toHaveLength(requests);
  } finally {
    if (!stopped) await server.stop();
  }
});
