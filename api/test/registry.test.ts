// The registry (remote_shared/registry) drives the server: each entry is a served resource with its path, access,
// filters and file limits; a limit changed in the registry is the limit the server enforces and names; and
// `?distinct=<field>` answers the values of the fields the registry lets be listed, behind the list's permission
// and filters. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { entryOf, type FileRule, filterParameters, REGISTRY, RESOURCE_KEYS } from 'remote_shared/registry';
import { RESOURCES } from '../src/resources';
import { addUser, login, multipart, startTestApp, type TestContext } from './helpers';
import { padTo, pdf } from './images';

const MB = 1024 * 1024;

describe('every registry entry is served as it says', () => {
  test('one server definition per entry, with the entry\'s path, access, operations and filters', () => {
    expect(RESOURCES.map((def) => def.key).sort()).toEqual([...RESOURCE_KEYS].sort());
    for (const key of RESOURCE_KEYS) {
      const entry = entryOf(key);
      const def = RESOURCES.find((d) => d.key === key)!;
      expect({ path: def.path, read: def.read, schema: def.schema }).toEqual({ path: entry.path, read: entry.read, schema: entry.schema });
      expect(def.create).toBe(entry.create);
      expect(def.operations).toBe(entry.operations);
      const filters = [...filterParameters(entry).map((p) => p.name), ...(entry.search?.length ? ['search'] : [])].sort();
      expect(Object.keys(def.filters ?? {}).sort()).toEqual(filters);
      for (const [field, rule] of Object.entries(entry.files ?? {})) {
        expect(def.files?.[field]).toMatchObject({ maxBytes: rule.maxMegabytes * MB });
        expect(Boolean(def.files?.[field].required)).toBe(Boolean(rule.required));
      }
    }
  });

  test('the routine list depends on the resources whose writes the registry says change it', () => {
    expect(RESOURCES.find((d) => d.key === 'routine')!.dependsOn).toEqual(['teachers', 'classes', 'sections', 'subjects']);
  });
});

describe('served', () => {
  let context: TestContext;
  let auth: Record<string, string>;
  let general: Record<string, string>;

  beforeAll(async () => {
    context = await startTestApp();
    await addUser(context, { username: 'admin', role: 'Admin' });
    await addUser(context, { username: 'reader', role: 'General' });
    auth = { authorization: `Bearer ${(await login(context.app, 'admin')).access}` };
    general = { authorization: `Bearer ${(await login(context.app, 'reader')).access}` };
    const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url: `/api/${url}`, headers: auth, payload });
    for (const [full_name, designation] of [
      ['মোঃ জসিম উদ্দিন', 'Librarian'],
      ['Rina Akter', 'Accountant'],
      ['Karim Mia', 'Librarian'],
      ['Sumon Das', 'অফিস সহকারী'],
    ]) {
      expect((await post('staff/', { full_name, designation })).statusCode).toBe(201);
    }
    for (const [full_name, designation] of [
      ['Nasrin Sultana', 'Lecturer'],
      ['Abdul Karim', 'Professor'],
      ['Farida Yasmin', ''],
      ['Habib Rahman', 'Lecturer'],
    ]) {
      expect((await post('teachers/', { full_name, designation })).statusCode).toBe(201);
    }
    for (const [full_name, role] of [
      ['আলহাজ্ব মোঃ আব্দুল করিম', 'সভাপতি'],
      ['Selina Hossain', 'Member Secretary'],
      ['Rafiq Uddin', 'Member'],
    ]) {
      expect((await post('committee-members/', { full_name, role })).statusCode).toBe(201);
    }
  });
  afterAll(() => context.close());

  const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url: `/api/${url}`, headers });

  test('every filter, search and distinct-able field of the registry is a working query on its table', async () => {
    for (const key of RESOURCE_KEYS) {
      const entry = entryOf(key);
      const names = [...Object.keys(entry.filters ?? {}), ...(entry.search?.length ? ['search'] : [])];
      for (const name of names) {
        const response = await get(`${entry.path}/?${name}=1`, auth);
        expect([key, name, response.statusCode]).toEqual([key, name, 200]);
      }
      for (const field of entry.distinct ?? []) {
        const response = await get(`${entry.path}/?distinct=${field}`, auth);
        expect([key, field, response.statusCode]).toEqual([key, field, 200]);
      }
    }
  });

  test('?distinct= answers the distinct non-blank values, in Bengali collation order (Bengali before Latin), as the dashboard sorts', async () => {
    const response = await get('staff/?distinct=designation', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['অফিস সহকারী', 'Accountant', 'Librarian']);
    expect((await get('teachers/?distinct=designation')).json()).toEqual(['Lecturer', 'Professor']);
  });

  test('?distinct= applies the list\'s filters and search', async () => {
    expect((await get('staff/?distinct=designation&full_name=karim', auth)).json()).toEqual(['Librarian']);
    expect((await get('staff/?distinct=designation&search=an', auth)).json()).toEqual(['Accountant', 'Librarian']);
    expect((await get('teachers/?distinct=designation&designation=Professor')).json()).toEqual(['Professor']);
    expect((await get('teachers/?distinct=designation&search=nobody')).json()).toEqual([]);
  });

  test('?distinct=full_name: the names of staff and teachers once each, for the name search\'s suggestions', async () => {
    const names = (await get('staff/?distinct=full_name', auth)).json();
    const rows = (await get('staff/', auth)).json<{ full_name: string }[]>();
    expect(rows.length).toBeGreaterThan(1);
    expect(names).toEqual([...new Set(rows.map((row) => row.full_name))].sort(new Intl.Collator('bn').compare));
    const professors = (await get('teachers/?designation=Professor')).json<{ full_name: string }[]>();
    expect(professors.length).toBeGreaterThan(0);
    expect((await get('teachers/?distinct=full_name&designation=Professor')).json()).toEqual(professors.map((row) => row.full_name).sort(new Intl.Collator('bn').compare));
  });

  test('?distinct= takes no page or fields: the values alone', async () => {
    expect((await get('teachers/?distinct=designation&page_size=1&fields=id')).json()).toEqual(['Lecturer', 'Professor']);
  });

  test('?distinct= of a public list is anyone\'s (staff are public, as teachers are); of a private list the Admin\'s alone', async () => {
    for (const headers of [{}, general, auth]) {
      expect((await get('teachers/?distinct=designation', headers)).statusCode).toBe(200);
      expect((await get('staff/?distinct=designation', headers)).json()).toEqual(['অফিস সহকারী', 'Accountant', 'Librarian']);
    }
    // Students are private: the permission is asked before the field.
    expect((await get('students/?distinct=full_name')).statusCode).toBe(401);
    expect((await get('students/?distinct=full_name', general)).statusCode).toBe(403);
    expect((await get('students/?distinct=full_name', auth)).statusCode).toBe(400);
  });

  test('?distinct= of a field the registry does not list is a 400 on `distinct`', async () => {
    for (const url of ['staff/?distinct=phone', 'staff/?distinct=nonexistent', 'notices/?distinct=title', 'teachers/?distinct=designation%00']) {
      const response = await get(url, auth);
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(Object.keys(response.json())).toEqual(['distinct']);
    }
    expect((await get('staff/?distinct=contact_email', auth)).json()).toEqual({ distinct: ['"contact_email" is not a valid choice.'] });
    // A public list answers anyone the same 400.
    expect((await get('staff/?distinct=contact_email')).json()).toEqual({ distinct: ['"contact_email" is not a valid choice.'] });
    // An empty ?distinct= is no request for values.
    expect(Array.isArray((await get('teachers/?distinct=')).json())).toBe(true);
    expect((await get('teachers/?distinct=')).json()[0]).toHaveProperty('full_name');
  });

  test('?distinct= answers follow writes (cached by the list\'s version)', async () => {
    expect((await get('teachers/?distinct=designation')).json()).toEqual(['Lecturer', 'Professor']);
    const added = await context.app.inject({ method: 'POST', url: '/api/teachers/', headers: auth, payload: { full_name: 'Mita Roy', designation: 'Assistant Professor' } });
    expect(added.statusCode).toBe(201);
    expect((await get('teachers/?distinct=designation')).json()).toEqual(['Assistant Professor', 'Lecturer', 'Professor']);
    await context.app.inject({ method: 'DELETE', url: `/api/teachers/${added.json().id}/`, headers: auth });
    expect((await get('teachers/?distinct=designation')).json()).toEqual(['Lecturer', 'Professor']);
  });

  test('the committee screen\'s boxes: ?full_name= and ?role= match a part, without regard to case', async () => {
    const names = async (query: string) => (await get(`committee-members/?${query}`)).json().map((m: { full_name: string }) => m.full_name);
    expect(await names('full_name=HOSSAIN')).toEqual(['Selina Hossain']);
    expect(await names(`full_name=${encodeURIComponent('করিম')}`)).toEqual(['আলহাজ্ব মোঃ আব্দুল করিম']);
    expect(await names('role=member')).toEqual(['Selina Hossain', 'Rafiq Uddin']);
    expect(await names('role=secretary&full_name=selina')).toEqual(['Selina Hossain']);
    expect(await names('role=secretary&full_name=rafiq')).toEqual([]);
  });

  test('the people screens\' name boxes: ?full_name= on teachers, staff and students', async () => {
    const names = async (url: string) => (await get(url, auth)).json().map((m: { full_name: string }) => m.full_name);
    expect(await names('teachers/?full_name=karim')).toEqual(['Abdul Karim']);
    expect(await names('staff/?full_name=karim')).toEqual(['Karim Mia']);
    // full_name looks in the name alone, where search also looks in the designation.
    expect(await names('staff/?full_name=librarian')).toEqual([]);
    expect(await names('staff/?search=librarian')).toEqual(['মোঃ জসিম উদ্দিন', 'Karim Mia']);
    expect((await get('students/?full_name=x', auth)).json()).toEqual([]);
  });
});

describe('a size limit changed in the registry is the limit the server enforces and names', () => {
  async function refusesJustAbove(context: TestContext, rule: FileRule): Promise<void> {
    await addUser(context, { username: 'admin', role: 'Admin' });
    const headers = { authorization: `Bearer ${(await login(context.app, 'admin')).access}` };
    const send = async (bytes: number) => {
      const form = await multipart({ title: 'ভর্তি বিজ্ঞপ্তি' }, { pdf_file: { data: padTo(pdf(), bytes), filename: 'notice.pdf' } });
      return context.app.inject({ method: 'POST', url: '/api/notices/', headers: { ...headers, ...form.headers }, payload: form.payload });
    };
    const over = await send(rule.maxMegabytes * MB + 1);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ pdf_file: [`The file is too large: at most ${rule.maxMegabytes} MB.`] });
    expect((await send(rule.maxMegabytes * MB)).statusCode).toBe(201);
  }

  test('notices.pdf_file at the registry\'s limit', async () => {
    const context = await startTestApp();
    try {
      await refusesJustAbove(context, REGISTRY.notices.files.pdf_file);
    } finally {
      await context.close();
    }
  });

  test('notices.pdf_file after the registry\'s limit is changed (to 3 MB): the server follows', async () => {
    await jest.isolateModulesAsync(async () => {
      const registry = await import('remote_shared/registry');
      const rule = registry.REGISTRY.notices.files.pdf_file as { maxMegabytes: number };
      rule.maxMegabytes = 3;
      const { startTestApp: startChanged } = await import('./helpers');
      const context = await startChanged();
      try {
        await refusesJustAbove(context, { type: 'pdf', maxMegabytes: 3 });
      } finally {
        await context.close();
      }
    });
    // The registry the rest of the suite sees is untouched.
    expect(REGISTRY.notices.files.pdf_file.maxMegabytes).toBe(10);
  });
});
