// SIGTERM to a server process (one process, as WEB_CONCURRENCY=1 runs), as a client sees it: a request it is
// serving is answered, with `Connection: close`; the process then exits 0 and the port takes no new connection.
// The request is a login made slow on purpose (LOGIN_SPRAY_DELAY past LOGIN_SPRAY_RATE), so it is still being
// served when the signal comes.
import { Client } from 'undici';
import { type ServerProcess, startServerProcess } from './serverProcess';

const DELAY_S = 3;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ env: { LOGIN_SPRAY_RATE: '1/5m', LOGIN_SPRAY_DELAY: `${DELAY_S}s` } });
});
afterAll(() => server?.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('SIGTERM: the request being served is answered (Connection: close), then the process exits 0 and refuses connections', async () => {
  const origin = new URL(server.api).origin;
  const client = new Client(origin);
  try {
    const login = (password: string) =>
      client.request({ method: 'POST', path: '/api/token/', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody', password }) });
    // Failed logins past LOGIN_SPRAY_RATE: every login now waits LOGIN_SPRAY_DELAY.
    for (const password of ['wrong-password-1', 'wrong-password-2']) await (await login(password)).body.dump();
    const slow = login('wrong-password-3');
    await pause(500);
    process.kill(server.pid, 'SIGTERM');
    const answer = await slow;
    expect(answer.statusCode).toBe(401);
    expect(answer.headers.connection).toBe('close');
    expect(await answer.body.json()).toEqual({ detail: expect.any(String) });
    expect(await server.exited).toBe(0);
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
  } finally {
    await client.close();
  }
});
