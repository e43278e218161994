// The audit trail through the API (SQLite, or PostgreSQL with TEST_DATABASE_URL): every create, update and
// delete records who, when, which record and which fields changed; never a password or a file's bytes; a failed
// write records nothing; GET audit/ is the Admin's, paged newest first and filtered; entries past the retention
// are pruned. Contact messages are marked read by an Admin only.
import type { LightMyRequestResponse } from 'fastify';
import type { AuditLogEntry } from 'remote_shared/schemas';
import { pruneAuditTrail, recordAudit, scheduleAuditPrunes } from '../src/audit';
import type { Page } from '../src/paging';
import { addUser, login, multipart, startTestApp, TEST_PASSWORD, type TestContext } from './helpers';
import { pdf } from './images';

let t: TestContext;
let admin: Record<string, string>;
let adminId: number;
let general: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  adminId = (await addUser(t, { username: 'rahima', role: 'Admin' })).id;
  await addUser(t, { username: 'karim' });
  admin = { authorization: `Bearer ${(await login(t.app, 'rahima')).access}` };
  general = { authorization: `Bearer ${(await login(t.app, 'karim')).access}` };
});
afterAll(async () => t.close());

async function audit(query = '', headers = admin): Promise<Page<AuditLogEntry>> {
  const response = await t.app.inject({ url: `/api/audit/${query}`, headers });
  if (response.statusCode !== 200) throw new Error(`GET audit/${query}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The newest entries of a resource, newest first. */
async function entriesOf(resource: string): Promise<AuditLogEntry[]> {
  return (await audit(`?resource=${resource}&page_size=100`)).results;
}

/** A created or read record. */
function json(response: LightMyRequestResponse): Record<string, unknown> & { id: number } {
  return response.json();
}

describe('a write through the API records who, when, which record and which fields changed', () => {
  test('a create, an update (only what changed, before and after) and a delete, each with the user', async () => {
    t.clock.advance(60);
    const created = json(await t.app.inject({ method: 'POST', url: '/api/notices/', headers: admin, payload: { title: 'ভর্তি বিজ্ঞপ্তি', category: 'ভর্তি', date: '2025-03-01' } }));
    const createdAt = new Date(t.clock.now()).toISOString();
    t.clock.advance(60);
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/notices/${created.id}/`, headers: admin, payload: { title: 'ভর্তি বিজ্ঞপ্তি (সংশোধিত)', category: 'ভর্তি' } });
    expect(patched.statusCode).toBe(200);
    t.clock.advance(60);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notices/${created.id}/`, headers: admin })).statusCode).toBe(204);

    const [deleted, updated, create] = await entriesOf('notices');
    const who = { user_id: adminId, username: 'rahima', resource: 'notices', record_id: created.id };
    expect(create).toEqual({
      id: expect.any(Number),
      created_at: createdAt,
      ...who,
      action: 'create',
      changes: { title: { after: 'ভর্তি বিজ্ঞপ্তি' }, category: { after: 'ভর্তি' }, date: { after: '2025-03-01' } },
    });
    // The category was sent unchanged: only the title is recorded.
    expect(updated).toMatchObject({ ...who, action: 'update', changes: { title: { before: 'ভর্তি বিজ্ঞপ্তি', after: 'ভর্তি বিজ্ঞপ্তি (সংশোধিত)' } } });
    expect(Object.keys(updated.changes)).toEqual(['title']);
    expect(deleted).toMatchObject({ ...who, action: 'delete', changes: { title: { before: 'ভর্তি বিজ্ঞপ্তি (সংশোধিত)' }, category: { before: 'ভর্তি' }, date: { before: '2025-03-01' } } });
    expect(Date.parse(deleted.created_at) - Date.parse(create.created_at)).toBe(120_000);
  });

  test("a file field records its stored path, never the file's bytes", async () => {
    const file = pdf();
    const form = await multipart({ title: 'পরীক্ষার সময়সূচি' }, { pdf_file: { data: file, filename: 'সময়সূচি.pdf', type: 'application/pdf' } });
    const created = json(await t.app.inject({ method: 'POST', url: '/api/notices/', headers: { ...admin, ...form.headers }, payload: form.payload }));
    const [entry] = await entriesOf('notices');
    expect(entry.record_id).toBe(created.id);
    expect(entry.changes.pdf_file).toEqual({ after: expect.stringMatching(/^notices\/[^/]+\.pdf$/) });
    expect(String(created.pdf_file)).toContain(String(entry.changes.pdf_file.after));
    const stored = JSON.stringify(await t.app.db.selectFrom('audit_entries').select('changes').execute());
    expect(stored).not.toContain('%PDF');
  });

  test('an update that changes nothing records nothing; a refused write records nothing', async () => {
    const created = json(await t.app.inject({ method: 'POST', url: '/api/classes/', headers: admin, payload: { name: 'একাদশ' } }));
    const before = (await audit()).count;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/classes/${created.id}/`, headers: admin, payload: { name: 'একাদশ' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/classes/', headers: admin, payload: { name: 'একাদশ' } })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/classes/', headers: admin, payload: { name: '' } })).statusCode).toBe(400);
    expect((await audit()).count).toBe(before);
  });

  test("no password or hash is ever recorded: registering, an Admin's role change, ADMIN_PASSWORD's reset", async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: 'nasrin', full_name: 'নাসরিন', phone: '01711223344', password: 'a-long-secret-9', confirm_password: 'a-long-secret-9' },
    });
    expect(registered.statusCode).toBe(201);
    const { id } = registered.json();
    expect((await t.app.inject({ method: 'PATCH', url: `/api/users/${id}/`, headers: admin, payload: { role: 'Admin' } })).statusCode).toBe(200);
    const { ensureAdmin } = await import('../src/auth');
    expect(await ensureAdmin(t.app.db, { username: 'nasrin', password: 'another-secret-7' }, t.config.scrypt, t.clock.now())).toBe('updated');

    const [reset, role, create] = await entriesOf('users');
    expect(create).toMatchObject({ action: 'create', user_id: id, username: 'nasrin', record_id: id, changes: { username: { after: 'nasrin' }, role: { after: 'General' } } });
    expect(create.changes).not.toHaveProperty('password');
    expect(role).toMatchObject({ action: 'update', username: 'rahima', changes: { role: { before: 'General', after: 'Admin' } } });
    expect(reset).toMatchObject({ action: 'update', record_id: id, changes: { password: { redacted: true } } });
    const hashes = (await t.app.db.selectFrom('users').select('password').execute()).map((u) => u.password);
    const everything = JSON.stringify(await t.app.db.selectFrom('audit_entries').selectAll().execute());
    for (const secret of ['a-long-secret-9', 'another-secret-7', TEST_PASSWORD, ...hashes, 'scrypt$']) expect(everything).not.toContain(secret);
  });
});

describe('GET audit/', () => {
  test("is the Admin's alone; other methods are 405 after that check", async () => {
    expect((await t.app.inject({ url: '/api/audit/' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/audit/', headers: general })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/audit/', payload: {} })).statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/audit/', headers: admin, payload: {} });
    expect({ status: post.statusCode, allow: post.headers.allow }).toEqual({ status: 405, allow: 'GET, HEAD' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/audit/', headers: admin })).statusCode).toBe(405);
    const answer = await t.app.inject({ url: '/api/audit/', headers: admin });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  test('is a DRF page, newest first, filtered by resource, user (id or username) and action', async () => {
    const staff = json(await t.app.inject({ method: 'POST', url: '/api/staff/', headers: admin, payload: { full_name: 'আব্দুল হাই', designation: 'হিসাবরক্ষক' } }));
    await t.app.inject({ method: 'PATCH', url: `/api/staff/${staff.id}/`, headers: admin, payload: { designation: 'প্রধান হিসাবরক্ষক' } });

    const all = await audit('?page_size=2');
    expect(all.results).toHaveLength(2);
    expect(all.next).toBe('http://localhost/api/audit/?page_size=2&page=2');
    expect(all.previous).toBeNull();
    expect(all.results.map((e) => [e.resource, e.action])).toEqual([
      ['staff', 'update'],
      ['staff', 'create'],
    ]);
    const second = await audit('?page_size=2&page=2');
    expect(second.previous).toBe('http://localhost/api/audit/?page_size=2');
    expect(second.results[0].id).toBeLessThan(all.results[1].id);
    expect((await audit('?page=last&page_size=2')).next).toBeNull();
    expect((await t.app.inject({ url: '/api/audit/?page=999', headers: admin })).json()).toEqual({ detail: 'Invalid page.' });

    const byStaff = await audit('?resource=staff');
    expect(byStaff.count).toBe(2);
    expect(byStaff.results.every((e) => e.resource === 'staff')).toBe(true);
    expect((await audit('?resource=staff&action=update')).results.map((e) => e.changes)).toEqual([{ designation: { before: 'হিসাবরক্ষক', after: 'প্রধান হিসাবরক্ষক' } }]);
    const byName = await audit('?user=Rahima&page_size=1000');
    const byId = await audit(`?user=${adminId}&page_size=1000`);
    expect(byName.count).toBe(byId.count);
    expect(byName.results.every((e) => e.user_id === adminId)).toBe(true);
    expect((await audit('?user=nasrin')).results.every((e) => e.username === 'nasrin')).toBe(true);
    expect((await audit('?user=nobody')).count).toBe(0);
  });

  test('a filter value no entry can have is a 400 naming the parameter', async () => {
    const response = await t.app.inject({ url: '/api/audit/?resource=passwords&action=read', headers: admin });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { resource: ['"passwords" is not a valid choice.'], action: ['"read" is not a valid choice.'] },
    });
    expect((await t.app.inject({ url: '/api/audit/?user=a%00b', headers: admin })).statusCode).toBe(400);
  });
});

describe('retention', () => {
  test('pruning removes the entries older than the retention and keeps the newer ones', async () => {
    const day = 86400_000;
    const at = (daysAgo: number) => new Date(t.clock.now() - daysAgo * day).toISOString();
    const old = { userId: adminId, username: 'rahima', action: 'update' as const, resource: 'teachers' as const, changes: {} };
    await t.app.db.transaction().execute(async (trx) => {
      await recordAudit(trx, Array.from({ length: 12_000 }, (_, i) => ({ ...old, recordId: i })), at(400));
      await recordAudit(trx, [{ ...old, recordId: 1 }], at(366));
      await recordAudit(trx, [{ ...old, recordId: 2 }], at(364));
    });
    const logged: unknown[] = [];
    const log = { info: (object: object, message: string) => logged.push([message, object]), warn: (object: object, message: string) => logged.push([message, object]) };
    const prunes = scheduleAuditPrunes(t.app.db, t.config, log, 60_000);
    await prunes.running();
    prunes.stop();
    expect(logged).toEqual([['audit entries past their retention removed', { count: 12_001 }]]);
    expect((await audit('?resource=teachers')).results.map((e) => [e.record_id, e.created_at])).toEqual([[2, at(364)]]);

    // A shorter retention (AUDIT_RETENTION) prunes more; a second prune finds nothing left to do.
    expect(await pruneAuditTrail(t.app.db, { now: t.clock.now, auditRetentionSeconds: 30 * 86400 })).toBe(1);
    expect(await pruneAuditTrail(t.app.db, { now: t.clock.now, auditRetentionSeconds: 30 * 86400 })).toBe(0);
    expect((await audit('?resource=staff')).count).toBe(2);
  });
});

describe('contact messages are marked read by an Admin only', () => {
  test("a visitor's message is stored unread whatever it says; an Admin marks it read and unread", async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/contacts/', payload: { name: 'রাশেদ', phone: '01711223344', message: 'ভর্তির তারিখ?', is_read: true } });
    expect(sent.statusCode).toBe(201);
    const contact = json(sent);
    expect(contact.is_read).toBe(false);
    const [visitor] = await entriesOf('contacts');
    expect(visitor).toMatchObject({ action: 'create', user_id: null, username: null, record_id: contact.id, changes: { name: { after: 'রাশেদ' }, is_read: { after: false } } });

    const url = `/api/contacts/${contact.id}/`;
    expect((await t.app.inject({ method: 'PATCH', url, payload: { is_read: true } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url, headers: general, payload: { is_read: true } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url, headers: admin, payload: { is_read: 'maybe' } })).json()).toEqual({ is_read: ['Must be a valid boolean.'] });
    // The visitor's words are not the Admin's to change: only is_read is written.
    const read = await t.app.inject({ method: 'PATCH', url, headers: admin, payload: { is_read: true, message: 'বদলানো' } });
    expect(read.json()).toMatchObject({ is_read: true, message: 'ভর্তির তারিখ?' });
    const [marked] = await entriesOf('contacts');
    expect(marked).toMatchObject({ action: 'update', username: 'rahima', record_id: contact.id, changes: { is_read: { before: false, after: true } } });
    expect(Object.keys(marked.changes)).toEqual(['is_read']);

    const unread = (query: string) => t.app.inject({ url: `/api/contacts/${query}`, headers: admin }).then((r) => r.json<{ id: number }[]>().map((c) => c.id));
    expect(await unread('?is_read=true')).toEqual([contact.id]);
    expect(await unread('?is_read=false')).not.toContain(contact.id);
    expect(await unread('?is_read=perhaps')).toEqual([]);
    expect((await t.app.inject({ method: 'PATCH', url, headers: admin, payload: { is_read: 'false' } })).json()).toMatchObject({ is_read: false });
    expect(await unread('?is_read=0')).toContain(contact.id);
  });
});
