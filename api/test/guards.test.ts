// The reusable guards for resource routes: requireUser, requireAdmin, requireAdminToWrite.
import { requireAdmin, requireAdminToWrite, requireUser } from '../src/auth';
import { addUser, login, startTestApp, type TestContext } from './helpers';

let t: TestContext;
let adminAccess: string;
let generalAccess: string;
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.get('/api/test/admin-only/', { onRequest: requireAdmin }, async () => ({ secret: 'for admins' }));
    app.post('/api/test/admin-only/', { onRequest: requireAdmin }, async (request) => ({ got: request.body }));
    app.get('/api/test/members/', { onRequest: requireUser }, async (request) => ({ you: request.user!.username }));
    app.get('/api/test/managed/', { onRequest: requireAdminToWrite }, async () => ['public', 'list']);
    app.post('/api/test/managed/', { onRequest: requireAdminToWrite }, async (_request, reply) => reply.code(201).send({ created: true }));
  });
  await addUser(t, { username: 'boss', role: 'Admin' });
  await addUser(t, { username: 'member' });
  adminAccess = (await login(t.app, 'boss')).access;
  generalAccess = (await login(t.app, 'member')).access;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('requireAdmin: anonymous 401, General 403, Admin 200', async () => {
  const anonymous = await t.app.inject({ method: 'GET', url: '/api/test/admin-only/' });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  const general = await t.app.inject({ method: 'GET', url: '/api/test/admin-only/', headers: bearer(generalAccess) });
  expect(general.statusCode).toBe(403);
  expect(general.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  const admin = await t.app.inject({ method: 'GET', url: '/api/test/admin-only/', headers: bearer(adminAccess) });
  expect(admin.statusCode).toBe(200);
  expect(admin.json()).toEqual({ secret: 'for admins' });
});

test('guards answer before the body is read: an anonymous malformed upload is 401, not 400', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/test/admin-only/',
    headers: { 'content-type': 'application/json' },
    payload: '{"broken":',
  });
  expect(response.statusCode).toBe(401);
  const admin = await t.app.inject({
    method: 'POST',
    url: '/api/test/admin-only/',
    headers: { ...bearer(adminAccess), 'content-type': 'application/json' },
    payload: '{"broken":',
  });
  expect(admin.statusCode).toBe(400);
});

test('requireUser: anonymous 401, any signed-in user 200', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/test/members/' })).statusCode).toBe(401);
  const member = await t.app.inject({ method: 'GET', url: '/api/test/members/', headers: bearer(generalAccess) });
  expect(member.json()).toEqual({ you: 'member' });
});

test('requireAdminToWrite: anyone reads, only an Admin writes', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/test/managed/' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/api/test/managed/', payload: {} })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'POST', url: '/api/test/managed/', headers: bearer(generalAccess), payload: {} })).statusCode).toBe(403);
  const admin = await t.app.inject({ method: 'POST', url: '/api/test/managed/', headers: bearer(adminAccess), payload: {} });
  expect(admin.statusCode).toBe(201);
});

test('a demoted Admin loses access at once (the role is read per request, not from the token)', async () => {
  await addUser(t, { username: 'former', role: 'Admin' });
  const { access } = await login(t.app, 'former');
  expect((await t.app.inject({ method: 'GET', url: '/api/test/admin-only/', headers: bearer(access) })).statusCode).toBe(200);
  await t.app.db.updateTable('users').set({ role: 'General' }).where('username', '=', 'former').execute();
  expect((await t.app.inject({ method: 'GET', url: '/api/test/admin-only/', headers: bearer(access) })).statusCode).toBe(403);
});
