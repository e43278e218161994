// The audit module's writing half (audit/record.ts), on SQLite or PostgreSQL (TEST_DATABASE_URL): thousands of
// entries go in within one transaction past the bound-variable limits, a rolled-back transaction leaves none,
// and the changes of a create, an update and a delete never carry a secret or bytes.
import { actorOf, type AuditEntry, auditChanges, recordAudit } from '../src/audit';
import { startTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const entry = (n: number): AuditEntry => ({
  ...actorOf({ id: 7, username: 'rahim' }),
  action: 'create',
  resource: 'students',
  recordId: n,
  changes: auditChanges(null, { full_name: `ছাত্র ${n}`, roll_number: String(n) }),
});

test('5,000 entries are recorded in one transaction; a rolled-back one records none', async () => {
  const at = '2026-01-02T03:04:05.000Z';
  await t.app.db.transaction().execute((trx) => recordAudit(trx, Array.from({ length: 5000 }, (_, i) => entry(i + 1)), at));
  const rows = await t.app.db.selectFrom('audit_entries').selectAll().orderBy('id').execute();
  expect(rows).toHaveLength(5000);
  expect(rows[4999]).toMatchObject({ created_at: at, user_id: 7, username: 'rahim', action: 'create', resource: 'students', record_id: 5000 });
  expect(JSON.parse(rows[4999].changes)).toEqual({ full_name: { after: 'ছাত্র 5000' }, roll_number: { after: '5000' } });

  await expect(
    t.app.db.transaction().execute(async (trx) => {
      await recordAudit(trx, [entry(1), entry(2)]);
      throw new Error('the write failed');
    }),
  ).rejects.toThrow('the write failed');
  const { n } = await t.app.db.selectFrom('audit_entries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  expect(Number(n)).toBe(5000); // PostgreSQL's count is a bigint, answered as text
});

test('changes: a create its set fields, an update only what differs, a delete its last values; no secrets or bytes', () => {
  expect(auditChanges(null, { id: 1, name: 'ক', email: null, password: 'scrypt$1$2$3$salt$hash', created_at: 'x', updated_at: 'x' })).toEqual({
    name: { after: 'ক' },
    password: { redacted: true },
  });
  expect(
    auditChanges(
      { id: 1, name: 'ক', phone: '017', photo: 'students/a.webp', secret_hash: 'a', updated_at: '1' },
      { id: 1, name: 'খ', phone: '017', photo: 'students/b.webp', secret_hash: 'b', updated_at: '2' },
    ),
  ).toEqual({ name: { before: 'ক', after: 'খ' }, photo: { before: 'students/a.webp', after: 'students/b.webp' }, secret_hash: { redacted: true } });
  expect(auditChanges({ id: 1, name: 'ক', note: null, data: Buffer.from('bytes') }, null)).toEqual({ name: { before: 'ক' }, data: { redacted: true } });
  expect(actorOf(null)).toEqual({ userId: null, username: null });
});
