// The contact form's per-address allowance (CONTACT_RATE): once an address has sent its messages within the
// window, the next one is a 429 with Retry-After and DRF's wording, nothing is stored, other addresses are not
// affected, refused (invalid) messages do not count, and the window ending lets the address write again. An
// address is counted as the throttles count it (clientAddressKey): an IPv6 address by its /64.
import type { LightMyRequestResponse } from 'fastify';
import { addUser, login, startTestApp, type TestContext } from './helpers';

let context: TestContext;
let admin: Record<string, string>;

const WINDOW = 600;

function post(address: string, payload: object): Promise<LightMyRequestResponse> {
  return context.app.inject({ method: 'POST', url: '/api/contacts/', remoteAddress: address, payload });
}

const message = (n: number) => ({ name: 'রাশেদ খান', email: 'rashed@example.com', message: `বার্তা ${n}` });

async function stored(): Promise<number> {
  const response = await context.app.inject({ method: 'GET', url: '/api/contacts/', headers: admin });
  return response.json().length;
}

beforeAll(async () => {
  context = await startTestApp({ contactRate: { limit: 3, windowSeconds: WINDOW } });
  await addUser(context, { username: 'admin', role: 'Admin' });
  admin = { authorization: `Bearer ${(await login(context.app, 'admin')).access}` };
});
afterAll(() => context.close());

test('an address over CONTACT_RATE gets 429 with Retry-After until its window ends; others are not affected', async () => {
  // An invalid message is refused before it counts.
  const invalid = await post('203.0.113.7', { name: 'রাশেদ খান', message: 'ঠিকানা ছাড়া' });
  expect(invalid.statusCode).toBe(400);

  for (let n = 1; n <= 3; n++) expect((await post('203.0.113.7', message(n))).statusCode).toBe(201);
  expect(await stored()).toBe(3);

  context.clock.advance(100);
  const refused = await post('203.0.113.7', message(4));
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe(String(WINDOW - 100));
  expect(refused.json()).toEqual({ detail: `Request was throttled. Expected available in ${WINDOW - 100} seconds.` });
  expect(await stored()).toBe(3);

  // Refused before the message is read: even an invalid one is a 429 now.
  expect((await post('203.0.113.7', {})).statusCode).toBe(429);

  // Another address has its own allowance.
  expect((await post('198.51.100.20', message(5))).statusCode).toBe(201);

  context.clock.advance(WINDOW - 100);
  expect((await post('203.0.113.7', message(6))).statusCode).toBe(201);
  expect(await stored()).toBe(5);
});

test('an IPv6 /64 is one sender, an IPv4-mapped address is its IPv4 address', async () => {
  for (let n = 1; n <= 3; n++) expect((await post(`2001:db8:77:1::${n}`, message(10 + n))).statusCode).toBe(201);
  const refused = await post('2001:db8:77:1:ffff:ffff:ffff:ffff', message(14));
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe(String(WINDOW));
  expect((await post('2001:db8:77:2::1', message(15))).statusCode).toBe(201);

  for (let n = 1; n <= 3; n++) expect((await post(n % 2 ? '::ffff:192.0.2.5' : '192.0.2.5', message(20 + n))).statusCode).toBe(201);
  expect((await post('192.0.2.5', message(24))).statusCode).toBe(429);
  expect((await post('::ffff:192.0.2.5', message(25))).statusCode).toBe(429);
});
