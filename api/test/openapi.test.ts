// The OpenAPI description at /api/schema/: valid OpenAPI 3.1 (checked by @seriousme/openapi-schema-validator
// against the official schema), every resource and method the server answers is in it and nothing it does not
// answer, its rules are the ones the server applies, and /api/docs/ is Swagger UI served from this server.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { entryOf, filterParameters, maxBytesOf, RESOURCE_KEYS } from 'remote_shared/registry';
import { addUser, login, startTestApp, type TestContext } from './helpers';

let t: TestContext;
let document: {
  openapi: string;
  paths: Record<string, Record<string, { security?: object[]; parameters?: { name: string }[] }>>;
  components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>>; required?: string[] }> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

beforeAll(async () => {
  t = await startTestApp();
  await addUser(t, { username: 'boss', role: 'Admin' });
  const response = await t.app.inject({ url: '/api/schema/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json();
});
afterAll(() => t.close());

test('is valid OpenAPI 3.1', () => {
  expect(document.openapi).toBe('3.1.0');
  // The validator is an ES module of its own; it runs in a child Node, reading the document from stdin.
  const script =
    "import { Validator } from '@seriousme/openapi-schema-validator';" +
    "let text = ''; process.stdin.on('data', (c) => (text += c)).on('end', async () => {" +
    'const result = await new Validator().validate(JSON.parse(text));' +
    'process.stdout.write(JSON.stringify(result)); });';
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify(document),
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
  });
  const result = JSON.parse(output) as { valid: boolean; errors?: unknown };
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
});

test('lists every resource with every method it answers, and only those', async () => {
  for (const resource of RESOURCE_KEYS.map(entryOf)) {
    const collection = document.paths[`/${resource.path}/`];
    const item = document.paths[`/${resource.path}/{id}/`];
    expect(collection ?? item).toBeDefined();
  }
  // Asked as an Admin, a described method is answered (a 400 for an empty body, a 404 for a missing record, …),
  // and a method not described is 405.
  const admin = { authorization: `Bearer ${(await login(t.app, 'boss')).access}` };
  let operations = 0;
  for (const [route, item] of Object.entries(document.paths)) {
    if (route === '/logout/') continue; // signing out would end the session used here
    for (const method of METHODS) {
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url: `/api${route.replace('{id}', '999999')}`, headers: admin, payload: method === 'get' || method === 'delete' ? undefined : {} });
      expect([`${method} ${route}`, response.statusCode === 405]).toEqual([`${method} ${route}`, !(method in item)]);
      if (method in item) operations += 1;
    }
  }
  expect(operations).toBeGreaterThan(RESOURCE_KEYS.length * 3);
});

test("a resource's fields, files, filters and access are the registry's", () => {
  const notices = entryOf('notices');
  const input = document.components.schemas.NoticesInput;
  expect(Object.keys(input.properties!).sort()).toEqual([...Object.keys(notices.schema), ...Object.keys(notices.files ?? {})].sort());
  expect(input.required).toEqual(Object.entries(notices.schema).filter(([, rule]) => rule.required).map(([name]) => name));
  expect(input.properties!.title.maxLength).toBe(notices.schema.title.maxLength);
  expect(String(input.properties!.pdf_file.description)).toContain(`${maxBytesOf(notices.files!.pdf_file) / 1024 / 1024} MB`);
  const list = document.paths['/notices/'].get;
  expect(list.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining([...filterParameters(notices).map((p) => p.name), 'search', 'page', 'page_size', 'fields']));
  const staff = document.paths['/staff/'].get.parameters!.find((p) => p.name === 'distinct') as { schema?: { enum?: string[] } } | undefined;
  expect(staff?.schema?.enum).toEqual([...(entryOf('staff').distinct ?? [])]);
  // Anyone reads notices; only an Admin writes them; the students list is the Admin's alone.
  expect(list.security).toContainEqual({});
  expect(document.paths['/notices/'].post.security).not.toContainEqual({});
  expect(document.paths['/students/'].get.security).not.toContainEqual({});
  expect(document.paths['/contacts/'].post.security).toContainEqual({});
});

test('stats/ is described by hand: anyone reads it, and its answer is the one the server gives', async () => {
  const stats = document.paths['/stats/'].get;
  expect(stats.security).toContainEqual({});
  const schema = document.components.schemas.Stats as { required: string[]; properties: Record<string, { items?: { required: string[] } }> };
  expect(schema.required).toEqual(['students', 'teachers', 'staff']);
  expect(schema.properties.students.items!.required).toEqual(['class_name', 'class', 'section', 'gender', 'count']);
  const answer = (await t.app.inject({ url: '/api/stats/' })).json();
  expect(Object.keys(answer).sort()).toEqual([...schema.required].sort());
});

test('/api/docs/ is Swagger UI from this server, reading /api/schema/, under the pages\' policy', async () => {
  const page = await t.app.inject({ url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain('<script src="./swagger-ui-bundle.js"></script>');
  expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
  expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  const bundle = await t.app.inject({ url: '/api/docs/swagger-ui-bundle.js' });
  expect(bundle.statusCode).toBe(200);
  expect(bundle.body.length).toBeGreaterThan(100_000);
  const init = await t.app.inject({ url: '/api/docs/docs.js' });
  expect(init.body).toContain("url: '/api/schema/'");
  // Only the files the page loads are served from the package.
  expect((await t.app.inject({ url: '/api/docs/package.json' })).statusCode).toBe(404);
});
