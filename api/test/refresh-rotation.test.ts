// Refresh tokens rotate on use (simplejwt's ROTATE_REFRESH_TOKENS with BLACKLIST_AFTER_ROTATION): POST
// token/refresh/ with {refresh} answers {access, refresh}, the given token is spent, and a spent token presented
// again ends that session (its cookie, its access tokens and its newest refresh token). The rotation is one
// compare-and-set in the database, so two uses of one token, in one process or two, never both succeed.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { rotateRefresh } from '../src/auth/sessions';
import { signToken, verifyToken } from '../src/auth/tokens';
import { addUser, login, type SignedIn, startTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
  await addUser(t, { username: 'rahim' });
});
afterAll(() => t.close());

function refresh(token: string, app: FastifyInstance = t.app): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
}

function userBy(headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: '/api/user/', headers });
}

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** Whether everything the sign-in handed out has stopped working. */
async function expectSessionEnded(signedIn: SignedIn, later: { access: string; refresh: string }): Promise<void> {
  expect((await userBy({ cookie: signedIn.cookies })).statusCode).toBe(401);
  for (const access of [signedIn.access, later.access]) {
    const answer = await userBy(bearer(access));
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('token_not_valid');
  }
  const newest = await refresh(later.refresh);
  expect(newest.statusCode).toBe(401);
  expect(newest.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
}

test('a refresh answers a new access and a new refresh token; the new refresh token works, and so on', async () => {
  const signedIn = await login(t.app, 'rahim');
  let current = signedIn.refresh;
  for (let round = 0; round < 3; round++) {
    const answer = await refresh(current);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect(body.refresh).not.toBe(current);
    expect(verifyToken(body.refresh, 'refresh', t.config.secretKey, t.clock.now())).toMatchObject({ gen: round + 1 });
    expect((await userBy(bearer(body.access))).json().username).toBe('rahim');
    current = body.refresh;
  }
  // The session itself goes on: its cookie and its first access token still work.
  expect((await userBy({ cookie: signedIn.cookies })).statusCode).toBe(200);
  expect((await userBy(bearer(signedIn.access))).statusCode).toBe(200);
});

test('a reused refresh token is 401 token_not_valid and ends the session: cookie, access tokens and the newest refresh token', async () => {
  const signedIn = await login(t.app, 'rahim');
  const first = (await refresh(signedIn.refresh)).json();
  const second = (await refresh(first.refresh)).json();

  const reused = await refresh(signedIn.refresh);
  expect(reused.statusCode).toBe(401);
  expect(reused.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
  await expectSessionEnded(signedIn, second);

  // Other sessions of the same user are not touched.
  const other = await login(t.app, 'rahim');
  expect((await refresh(other.refresh)).statusCode).toBe(200);
});

test('the thief refreshing first does not help: the owner then reuses the old token and the session ends for both', async () => {
  const owner = await login(t.app, 'rahim');
  const thief = (await refresh(owner.refresh)).json();
  expect((await refresh(owner.refresh)).statusCode).toBe(401);
  await expectSessionEnded(owner, thief);
});

test('refreshing through the session cookie answers {access} only and does not spend the refresh token', async () => {
  const signedIn = await login(t.app, 'rahim');
  const byCookie = await t.app.inject({
    method: 'POST',
    url: '/api/token/refresh/',
    headers: { cookie: signedIn.cookies, 'x-csrftoken': signedIn.csrf, origin: 'http://localhost' },
  });
  expect(byCookie.statusCode).toBe(200);
  expect(Object.keys(byCookie.json())).toEqual(['access']);
  expect((await refresh(signedIn.refresh)).statusCode).toBe(200);
});

test('a refresh token made before rotation existed (no generation) counts as the first generation', async () => {
  const signedIn = await login(t.app, 'rahim');
  const claims = verifyToken(signedIn.refresh, 'refresh', t.config.secretKey, t.clock.now())!;
  const legacy = signToken(
    { typ: 'refresh', userId: Number(claims.sub), sessionId: claims.sid, expiresAt: claims.exp * 1000 },
    t.config.secretKey,
    t.clock.now(),
  );
  expect(verifyToken(legacy, 'refresh', t.config.secretKey, t.clock.now())!.gen).toBeUndefined();
  const rotated = await refresh(legacy);
  expect(rotated.statusCode).toBe(200);
  expect((await refresh(legacy)).statusCode).toBe(401);
  await expectSessionEnded(signedIn, rotated.json());
});

test('logout with a spent refresh token still ends its session', async () => {
  const signedIn = await login(t.app, 'rahim');
  const next = (await refresh(signedIn.refresh)).json();
  const logout = await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: signedIn.refresh } });
  expect(logout.statusCode).toBe(204);
  await expectSessionEnded(signedIn, next);
});

describe('concurrency', () => {
  test('the compare-and-set: of eight rotations from one generation at once, exactly one succeeds', async () => {
    const signedIn = await login(t.app, 'rahim');
    const sid = verifyToken(signedIn.refresh, 'refresh', t.config.secretKey, t.clock.now())!.sid;
    const results = await Promise.all(Array.from({ length: 8 }, () => rotateRefresh(t.app.db, sid, 0, t.clock.now())));
    expect(results.filter(Boolean)).toHaveLength(1);
    const row = await t.app.db.selectFrom('sessions').select('refresh_generation').where('id', '=', sid).executeTakeFirstOrThrow();
    expect(row.refresh_generation).toBe(1);
  });

  test('one token used twice at once, by two API processes on one database: never both succeed, and the session ends', async () => {
    const second = await buildApp(t.config);
    await second.ready();
    try {
      for (let round = 0; round < 3; round++) {
        const signedIn = await login(t.app, 'rahim');
        const answers = await Promise.all([refresh(signedIn.refresh, t.app), refresh(signedIn.refresh, second)]);
        const statuses = answers.map((a) => a.statusCode).sort();
        expect(statuses).toEqual([200, 401]);
        // The loser's use is a reuse: the winner's new tokens end with the session.
        const won = answers.find((a) => a.statusCode === 200)!.json();
        await expectSessionEnded(signedIn, won);
      }
    } finally {
      await second.close();
    }
  });
});
