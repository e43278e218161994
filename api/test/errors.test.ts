// DRF-shaped errors for everything under /api/.
import { addUser, login, startTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.get('/api/test/explode/', async () => {
      throw new Error('database password is hunter2 at /srv/secret.ts:42');
    });
  });
});
afterAll(() => t.close());

test('an unknown /api/ path is 404 {"detail": "Not found."}', async () => {
  for (const url of ['/api/no-such-resource/', '/api/', '/api', '/api/notices/7/']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  }
});

test('a path without its trailing slash is 404, not a redirect', async () => {
  for (const [method, url] of [['GET', '/api/user'], ['POST', '/api/token'], ['POST', '/api/register']] as const) {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect(response.headers.location).toBeUndefined();
  }
});

test('an unknown path is 404 even with a bad bearer token (the URL is resolved before authentication)', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/nope/', headers: { authorization: 'Bearer junk' } });
  expect(response.statusCode).toBe(404);
});

test('a known path with another method is 405 with Allow', async () => {
  const get = await t.app.inject({ method: 'GET', url: '/api/register/' });
  expect(get.statusCode).toBe(405);
  expect(get.json()).toEqual({ detail: 'Method "GET" not allowed.' });
  expect(get.headers.allow).toBe('POST');
  const del = await t.app.inject({ method: 'DELETE', url: '/api/user/' });
  expect(del.statusCode).toBe(405);
  expect(del.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  expect(del.headers.allow).toBe('GET, HEAD');
  const put = await t.app.inject({ method: 'PUT', url: '/api/token/', payload: {} });
  expect(put.statusCode).toBe(405);
});

test('malformed JSON is 400 "JSON parse error - …"', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/token/',
    headers: { 'content-type': 'application/json' },
    payload: '{"username": "x",',
  });
  expect(response.statusCode).toBe(400);
  expect(Object.keys(response.json())).toEqual(['detail']);
  expect(response.json().detail).toMatch(/^JSON parse error - .+/);
});

test('a JSON list is 400 non_field_errors; an empty JSON body is no fields', async () => {
  const list = await t.app.inject({ method: 'POST', url: '/api/token/', payload: [1, 2] });
  expect(list.statusCode).toBe(400);
  expect(list.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
  const empty = await t.app.inject({ method: 'POST', url: '/api/token/', headers: { 'content-type': 'application/json' }, payload: '' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
});

test('JSON keys that would poison prototypes are dropped', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/token/',
    headers: { 'content-type': 'application/json' },
    payload: '{"__proto__": {"username": "x", "password": "y"}}',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().username).toEqual(['This field is required.']);
});

test('an unsupported content type is 415', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/token/', headers: { 'content-type': 'text/plain' }, payload: 'username=x' });
  expect(response.statusCode).toBe(415);
  expect(response.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
});

test('a body over the limit is 413', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/token/',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
  });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ detail: 'Request body is too large.' });
});

test('a malformed multipart body is 400', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/token/',
    headers: { 'content-type': 'multipart/form-data' }, // no boundary
    payload: 'username=rahim',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().detail).toMatch(/^Multipart form parse error - /);
});

test('an unexpected failure is 500 {"detail": "Internal server error."} without any internals', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/test/explode/' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ detail: 'Internal server error.' });
  expect(response.body).not.toMatch(/hunter2|secret\.ts|at /);
});

test('an Authorization header with extra parts is 401', async () => {
  await addUser(t, { username: 'someone' });
  const { access } = await login(t.app, 'someone');
  const response = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${access} extra` } });
  expect(response.statusCode).toBe(401);
  expect(response.json().code).toBe('bad_authorization_header');
});

test('a request the HTTP parser refuses (raw non-ASCII in the URL) gets a DRF-shaped 400', async () => {
  const { connect } = await import('node:net');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from('GET /api/notices/?search='), Buffer.from('ভর্তি'), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]));
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  expect(raw).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ detail: 'Malformed request.' });
});

test('a URL that is not valid percent-encoded UTF-8 is a DRF-shaped 400, on the API and the site alike', async () => {
  for (const url of ['/api/notices/%ff/', '/api/notices/%E0%A6/', '/api/%c0%af/', '/notice/%ff', '/media/%ff.jpg']) {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Malformed request: the URL is not valid percent-encoded UTF-8.' });
    }
  }
});

describe('deeply nested JSON', () => {
  const post = (url: string, payload: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  const DEEP = 'JSON parse error - nested too deeply (more than 512 levels of arrays and objects)';

  test('5,000 levels of lists or objects are a 400 "JSON parse error - nested too deeply", not a stack overflow', async () => {
    const lists = '['.repeat(5000) + ']'.repeat(5000);
    const objects = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const inAField = `{"username": ${lists}, "password": "x"}`;
    await addUser(t, { username: 'nester', role: 'Admin' });
    const { access } = await login(t.app, 'nester');
    for (const url of ['/api/token/', '/api/register/', '/api/notices/']) {
      for (const payload of [lists, objects, inAField]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ detail: DEEP });
      }
    }
  });

  test('nesting up to the limit is read, and brackets inside strings do not count', async () => {
    const deepButAllowed = `{"username": ${'['.repeat(511)}${']'.repeat(511)}, "password": "x"}`;
    const allowed = await post('/api/token/', deepButAllowed);
    expect(allowed.statusCode).toBe(400);
    expect(allowed.json()).not.toHaveProperty('detail'); // the field's own error, not a parse error
    // An escaped quote does not end the string: the brackets after it are still text.
    const inStrings = JSON.stringify({ username: '', password: 'x', note: '\\"'.concat('['.repeat(5000), '{'.repeat(5000)) });
    const strings = await post('/api/token/', inStrings);
    expect(strings.statusCode).toBe(400);
    expect(strings.json()).toEqual({ username: ['This field may not be blank.'] });
  });
});
