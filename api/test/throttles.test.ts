// The throttles of issue 11: the client address key (an IPv6 /64, an IPv4-mapped address as IPv4), counters
// taken atomically in the database, registration per address (REGISTER_RATE) with the site-wide allowance for new
// accounts' pictures (REGISTER_PICTURE_RATE), and the site-wide delay against password spraying
// (LOGIN_SPRAY_RATE, LOGIN_SPRAY_DELAY) that never refuses. Login per pair and per address: auth-token.test.ts.
import type { LightMyRequestResponse } from 'fastify';
import { clientAddressKey, giveBackAllowance, takeAllowance, throttleWait, type ThrottleRule } from '../src/auth/throttle';
import { jpeg } from './images';
import { addUser, mediaFiles, multipart, startTestApp, TEST_PASSWORD, type TestContext } from './helpers';

const GOOD = { full_name: 'সাকিব হাসান', phone: '01712345678', password: 'mango-tree-42', confirm_password: 'mango-tree-42' };

async function register(
  t: TestContext,
  remoteAddress: string,
  username: string,
  picture?: Buffer,
  fields: Record<string, string> = GOOD,
): Promise<LightMyRequestResponse> {
  const form = await multipart({ username, ...fields }, picture ? { profile_picture: { data: picture, filename: 'me.jpg', type: 'image/jpeg' } } : {});
  return t.app.inject({ method: 'POST', url: '/api/register/', remoteAddress, headers: form.headers, payload: form.payload });
}

async function userCount(t: TestContext): Promise<number> {
  const row = await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('clientAddressKey', () => {
  test('an IPv4 address is itself', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  test('an IPv6 address counts by its /64, whatever its spelling', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(clientAddressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(clientAddressKey('2001:0DB8:85A3:08D3:0000:0000:0000:0001')).toBe(key);
    expect(clientAddressKey('2001:db8:85a3:8d3::1')).toBe(key);
    expect(clientAddressKey('2001:db8:85a3:8d3::')).toBe(key);
    expect(clientAddressKey('[2001:db8:85a3:8d3::99]')).toBe(key);
    expect(clientAddressKey('2001:db8:85a3:8d4::1')).not.toBe(key);
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64');
  });

  test('an IPv4-mapped IPv6 address is its IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('something that is no address is kept (short), nothing at all is "unknown"', () => {
    expect(clientAddressKey('unix-socket')).toBe('unix-socket');
    expect(clientAddressKey('x'.repeat(500))).toHaveLength(64);
    expect(clientAddressKey('')).toBe('unknown');
    expect(clientAddressKey(undefined)).toBe('unknown');
  });
});

describe('takeAllowance: counted atomically in the database', () => {
  let t: TestContext;
  const rule: ThrottleRule = { scope: 'test-allowance', limit: 4, windowSeconds: 60 };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  test('of ten takes at once, exactly the limit succeed; the others are told how long to wait', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => takeAllowance(t.app.db, rule, 'k1', t.clock.now())));
    expect(results.filter((r) => r.taken)).toHaveLength(4);
    for (const refused of results.filter((r) => !r.taken)) expect(refused.wait).toBe(60);
    expect(await throttleWait(t.app.db, rule, 'k1', t.clock.now())).toBe(60);
  });

  test('given back, an allowance can be taken again; amounts add up; more than the limit never fits', async () => {
    const first = await takeAllowance(t.app.db, rule, 'k2', t.clock.now(), 3);
    expect(first.taken).not.toBeNull();
    expect((await takeAllowance(t.app.db, rule, 'k2', t.clock.now(), 2)).taken).toBeNull();
    await giveBackAllowance(t.app.db, first.taken);
    expect((await takeAllowance(t.app.db, rule, 'k2', t.clock.now(), 2)).taken).not.toBeNull();
    expect((await takeAllowance(t.app.db, rule, 'k3', t.clock.now(), 5)).taken).toBeNull();
  });

  test('a window that has ended starts again', async () => {
    for (let i = 0; i < 4; i++) await takeAllowance(t.app.db, rule, 'k4', t.clock.now());
    t.clock.advance(20);
    const refused = await takeAllowance(t.app.db, rule, 'k4', t.clock.now());
    expect(refused).toEqual({ taken: null, wait: 40 });
    t.clock.advance(40);
    expect((await takeAllowance(t.app.db, rule, 'k4', t.clock.now())).taken).not.toBeNull();
  });
});

describe('registration per address (REGISTER_RATE 20/1h here, the default)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ registerRate: { limit: 20, windowSeconds: 3600 } });
  });
  afterAll(() => t.close());

  test('the 21st registration from one /64 answers 429 with Retry-After, and creates no user and no file', async () => {
    for (let i = 1; i <= 20; i++) {
      const response = await register(t, `2001:db8:10:20::${i.toString(16)}`, `v6user${i}`);
      expect(response.statusCode).toBe(201);
    }
    t.clock.advance(600);
    const users = await userCount(t);
    const files = (await mediaFiles(t.config));
    const refused = await register(t, '2001:db8:10:20:abcd:1234:5678:9abc', 'v6user21', jpeg({ padTo: 4096 }));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3000');
    expect(refused.json()).toEqual({ detail: 'Request was throttled. Expected available in 3000 seconds.' });
    expect(await userCount(t)).toBe(users);
    expect((await mediaFiles(t.config))).toEqual(files);
  });

  test('a different /64 still registers', async () => {
    expect((await register(t, '2001:db8:10:21::1', 'neighbour')).statusCode).toBe(201);
  });

  test('refused forms do not count: only accounts actually created use up an address', async () => {
    for (let i = 0; i < 25; i++) {
      const invalid = await register(t, '198.51.100.7', `bad${i}`, undefined, { ...GOOD, confirm_password: 'something-else' });
      expect(invalid.statusCode).toBe(400);
    }
    await register(t, '198.51.100.8', 'taken');
    expect((await register(t, '198.51.100.7', 'taken')).statusCode).toBe(400);
    for (let i = 1; i <= 20; i++) expect((await register(t, '198.51.100.7', `lab${i}`)).statusCode).toBe(201);
    expect((await register(t, '198.51.100.7', 'lab21')).statusCode).toBe(429);
  });

  test('an IPv4-mapped address counts as its IPv4 address', async () => {
    for (let i = 1; i <= 20; i++) {
      const address = i % 2 ? '::ffff:192.0.2.44' : '192.0.2.44';
      expect((await register(t, address, `mapped${i}`)).statusCode).toBe(201);
    }
    expect((await register(t, '192.0.2.44', 'mapped21')).statusCode).toBe(429);
    expect((await register(t, '::ffff:192.0.2.44', 'mapped22')).statusCode).toBe(429);
  });

  test('concurrent registrations from one address cannot pass the limit together', async () => {
    const answers = await Promise.all(Array.from({ length: 26 }, (_, i) => register(t, '192.0.2.99', `burst${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const made = await t.app.db.selectFrom('users').select('id').where('username', 'like', 'burst%').execute();
    expect(made).toHaveLength(20);
  });

  test('after the window the address registers again', async () => {
    t.clock.advance(3600);
    expect((await register(t, '2001:db8:10:20::77', 'v6again')).statusCode).toBe(201);
    expect((await register(t, '198.51.100.7', 'labagain')).statusCode).toBe(201);
  });
});

describe("new accounts' pictures, site-wide (REGISTER_PICTURE_RATE, 1 MB/1h here)", () => {
  let t: TestContext;
  const KB = 1024;
  beforeAll(async () => {
    t = await startTestApp({ registerPictureRate: { bytes: 1024 * KB, windowSeconds: 3600 } });
  });
  afterAll(() => t.close());

  test('a picture past the hourly bytes is refused beside the picture field, storing nothing; without a picture the same registration goes through', async () => {
    // Three of 300 KB from three addresses: 900 KB of the 1 MB.
    for (let i = 1; i <= 3; i++) {
      expect((await register(t, `203.0.113.${i}`, `pic${i}`, jpeg({ padTo: 300 * KB }))).statusCode).toBe(201);
    }
    t.clock.advance(60);
    const users = await userCount(t);
    const files = (await mediaFiles(t.config));
    const refused = await register(t, '203.0.113.50', 'pic4', jpeg({ padTo: 300 * KB }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      profile_picture: ['The site is taking no more new profile pictures for now. Register without a picture, or try again in 59 minutes.'],
    });
    expect(refused.headers['retry-after']).toBe('3540');
    expect(await userCount(t)).toBe(users);
    expect((await mediaFiles(t.config))).toEqual(files);

    // The refused picture took nothing: a smaller one that fits the 124 KB left still goes in.
    expect((await register(t, '203.0.113.51', 'pic5', jpeg({ padTo: 100 * KB }))).statusCode).toBe(201);
    // And nobody is kept from registering without one.
    const plain = await register(t, '203.0.113.50', 'pic4');
    expect(plain.statusCode).toBe(201);
    expect(plain.json().profile_picture).toBeNull();
  });

  test('a registration that fails after its picture was counted (the name taken meanwhile) gives the bytes back', async () => {
    t.clock.advance(3600);
    const picture = jpeg({ padTo: 100 * KB });
    const files = (await mediaFiles(t.config));
    // Five at once for one name: each either is refused before its picture counts, or counts it, stores it and
    // then meets the taken name in the database. Only the one account made keeps its bytes and its file.
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => register(t, `203.0.113.${80 + i}`, 'samename', picture)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    const counter = await t.app.db
      .selectFrom('throttle_counters')
      .select('count')
      .where('scope', '=', 'register-picture-kib')
      .executeTakeFirstOrThrow();
    expect(counter.count).toBe(Math.ceil(picture.length / KB));
    expect((await mediaFiles(t.config))).toHaveLength(files.length + 1);
  });

  test('the next window takes pictures again', async () => {
    t.clock.advance(3600);
    expect((await register(t, '203.0.113.70', 'nexthour', jpeg({ padTo: 300 * KB }))).statusCode).toBe(201);
  });
});

describe('password spraying (LOGIN_SPRAY_RATE 3/60s, LOGIN_SPRAY_DELAY 1.5s here): a delay, never a refusal', () => {
  let t: TestContext;
  const DELAY = 1500;
  beforeAll(async () => {
    t = await startTestApp({ loginSpray: { limit: 3, windowSeconds: 60, delayMs: DELAY } });
    await addUser(t, { username: 'admin', role: 'Admin' });
  });
  afterAll(() => t.close());

  async function timedLogin(username: string, password: string, remoteAddress: string): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const response = await t.app.inject({ method: 'POST', url: '/api/token/', remoteAddress, payload: { username, password } });
    return { status: response.statusCode, ms: performance.now() - started };
  }

  test('past the site-wide failures every login waits, and the right password still signs in', async () => {
    const before = await timedLogin('admin', TEST_PASSWORD, '192.0.2.1');
    expect(before.status).toBe(200);
    expect(before.ms).toBeLessThan(DELAY);
    for (let i = 1; i <= 3; i++) expect((await timedLogin('admin', 'wrong-password', `198.51.100.${i}`)).status).toBe(401);

    const during = await timedLogin('admin', TEST_PASSWORD, '192.0.2.1');
    expect(during.status).toBe(200);
    expect(during.ms).toBeGreaterThanOrEqual(DELAY - 50);

    t.clock.advance(61);
    const after = await timedLogin('admin', TEST_PASSWORD, '192.0.2.1');
    expect(after.status).toBe(200);
    expect(after.ms).toBeLessThan(DELAY);
  });
});
