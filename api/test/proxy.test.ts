// TRUST_PROXY behind real forwarding servers: the app listens on a port, visitors connect from different
// loopback addresses to a small proxy that appends their address to X-Forwarded-For and says the visit came over
// https, as nginx does with `proxy_add_x_forwarded_for` and TLS ended at the proxy. What a visitor can see: whose
// contact messages are throttled, and whether the sign-in cookies carry Secure.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../src/config';
import { addUser, startTestApp, TEST_PASSWORD, type TestContext } from './helpers';

interface Answer {
  status: number;
  body: string;
  setCookies: string[];
}

/** A forwarding server in front of `target`: one hop, like a reverse proxy that ends TLS. */
async function startProxy(target: () => number): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((incoming, outgoing) => {
    const before = incoming.headers['x-forwarded-for'];
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': before ? `${[before].flat().join(', ')}, ${incoming.socket.remoteAddress}` : incoming.socket.remoteAddress,
      'x-forwarded-proto': 'https',
    };
    const forwarded = http.request(
      { host: '127.0.0.1', port: target(), method: incoming.method, path: incoming.url, headers, localAddress: '127.0.0.1' },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A visitor at `from` (a loopback address such as 127.0.0.2) sending a request to `port`. */
function visit(port: number, from: string, method: string, url: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress: from,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), setCookies: response.headers['set-cookie'] ?? [] }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const message = (n: number) => ({ name: 'রাশেদ খান', email: 'rashed@example.com', message: `বার্তা ${n}` });

interface Site {
  context: TestContext;
  appPort: number;
  /** The port visitors use: the front proxy's. */
  port: number;
  close(): Promise<void>;
}

/** The app on a port behind `hops` proxies in a row (the visitor talks to the first). */
async function siteBehindProxies(trustProxy: Config['trustProxy'], hops: number): Promise<Site> {
  const context = await startTestApp({ trustProxy, contactRate: { limit: 2, windowSeconds: 3600 } });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (context.app.server.address() as AddressInfo).port;
  const proxies: Awaited<ReturnType<typeof startProxy>>[] = [];
  for (let i = 0; i < hops; i++) {
    const next = proxies[0];
    proxies.unshift(await startProxy(next ? () => next.port : () => appPort));
  }
  return {
    context,
    appPort,
    port: proxies[0]?.port ?? appPort,
    async close() {
      for (const proxy of proxies) await proxy.close();
      await context.close();
    },
  };
}

/** Two contact messages use up an address's allowance here; the third answers 429. */
async function sendUntilRefused(site: Site, from: string, headers: Record<string, string> = {}): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 1; n <= 3; n++) statuses.push((await visit(site.port, from, 'POST', '/api/contacts/', message(n), headers)).status);
  return statuses;
}

describe.each([
  ['a hop count (TRUST_PROXY=1)', 1],
  ['true', true],
  ["the proxy's address (TRUST_PROXY=127.0.0.1)", ['127.0.0.1'] as Config['trustProxy']],
])('behind one proxy, trusted by %s', (_name, trustProxy) => {
  let site: Site;
  beforeAll(async () => {
    site = await siteBehindProxies(trustProxy, 1);
    await addUser(site.context, { username: 'rahim' });
  });
  afterAll(() => site.close());

  test("each visitor is counted by their own address: one visitor's contact allowance running out leaves the next one's", async () => {
    expect(await sendUntilRefused(site, '127.0.0.2')).toEqual([201, 201, 429]);
    expect(await sendUntilRefused(site, '127.0.0.3')).toEqual([201, 201, 429]);
  });

  test('signing in over https at the proxy gives cookies marked Secure', async () => {
    const answer = await visit(site.port, '127.0.0.4', 'POST', '/api/token/', { username: 'rahim', password: TEST_PASSWORD });
    expect(answer.status).toBe(200);
    const names = answer.setCookies.map((cookie) => cookie.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['sessionid', 'csrftoken']));
    for (const cookie of answer.setCookies) expect(cookie).toMatch(/;\s*Secure/i);
  });
});

describe('a visitor cannot pick their own address through a trusted proxy', () => {
  let site: Site;
  beforeAll(async () => {
    site = await siteBehindProxies(1, 1);
  });
  afterAll(() => site.close());

  test('an X-Forwarded-For the visitor sends is not believed: the proxy-added address counts', async () => {
    expect(await sendUntilRefused(site, '127.0.0.5')).toEqual([201, 201, 429]);
    const spoofed = await visit(site.port, '127.0.0.5', 'POST', '/api/contacts/', message(9), { 'x-forwarded-for': '198.51.100.77' });
    expect(spoofed.status).toBe(429);
  });
});

describe('two proxies in a row (a CDN in front of nginx), TRUST_PROXY=2', () => {
  let site: Site;
  beforeAll(async () => {
    site = await siteBehindProxies(2, 2);
  });
  afterAll(() => site.close());

  test('visitors are told apart by the address the outer proxy saw', async () => {
    expect(await sendUntilRefused(site, '127.0.0.6')).toEqual([201, 201, 429]);
    expect(await sendUntilRefused(site, '127.0.0.7')).toEqual([201, 201, 429]);
  });
});

describe('without TRUST_PROXY', () => {
  let site: Site;
  beforeAll(async () => {
    site = await siteBehindProxies(false, 0);
  });
  afterAll(() => site.close());

  test('X-Forwarded-For and -Proto from a direct visitor are ignored: no Secure cookie, no escaping the throttle', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' };
    expect(await sendUntilRefused(site, '127.0.0.8', headers)).toEqual([201, 201, 429]);
    const other = await visit(site.port, '127.0.0.8', 'POST', '/api/contacts/', message(4), { ...headers, 'x-forwarded-for': '198.51.100.2' });
    expect(other.status).toBe(429);
    await addUser(site.context, { username: 'karim' });
    const signIn = await visit(site.port, '127.0.0.9', 'POST', '/api/token/', { username: 'karim', password: TEST_PASSWORD }, headers);
    expect(signIn.status).toBe(200);
    for (const cookie of signIn.setCookies) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
