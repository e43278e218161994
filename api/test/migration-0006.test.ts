// Migration 0006_public_record_fields on a database written before it (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): each student's section id becomes that section's name, rolls become text with their keys,
// nothing else of a student changes; the institution gains its empty public-record columns; 0045 and 45 are then
// one roll, and ids go on from where they were.
import { type Kysely, Migrator, sql } from 'kysely';
import { isPostgres, isUniqueViolation, migrateToLatest, openDatabase } from '../src/db';
import { migrations } from '../src/db/migrations';
import { createTestDatabase, type TestDatabase } from './helpers';

let database: TestDatabase;
let db: Kysely<any>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.url);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo('0005_public_record');
  if (error) throw new Error('migrating to 0005 failed', { cause: error });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const stamp = { created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };

test('sections become names, rolls text with keys; the institution gains empty columns; the rules hold after', async () => {
  await db.insertInto('institutions').values({ name: 'চন্দনপুর সরকারি কলেজ', ...stamp }).execute();
  const [xi] = await db.insertInto('classes').values({ name: 'একাদশ', ...stamp }).returning('id').execute();
  const [ka] = await db.insertInto('sections').values({ name: 'ক', ...stamp }).returning('id').execute();
  const [science] = await db.insertInto('sections').values({ name: 'বিজ্ঞান', ...stamp }).returning('id').execute();
  const student = (name: string, roll: number, section: number | null, code: string) => ({
    full_name: name,
    roll_number: roll,
    class_id: xi.id,
    section_id: section,
    guardian_name: 'অভিভাবক',
    digital_id_code: code,
    ...stamp,
  });
  await db
    .insertInto('students')
    .values([student('নুসরাত', 45, ka.id, 'D1'), student('সাকিব', 7, science.id, 'D2'), student('মিতু', 45, null, 'D3'), student('শেষ', 9, ka.id, 'D4')])
    .execute();
  // The last student is deleted: its id is never given again.
  const last = await db.selectFrom('students').select('id').where('digital_id_code', '=', 'D4').executeTakeFirstOrThrow();
  await db.deleteFrom('students').where('id', '=', last.id).execute();

  expect(await migrateToLatest(db)).toContain('0006_public_record_fields');

  const rows = await db.selectFrom('students').selectAll().orderBy('id').execute();
  expect(rows.map((r) => ({ name: r.full_name, roll: r.roll_number, key: r.roll_key, section: r.section, gender: r.gender, guardian: r.guardian_name, code: r.digital_id_code }))).toEqual([
    { name: 'নুসরাত', roll: '45', key: '00000000000000000045', section: 'ক', gender: null, guardian: 'অভিভাবক', code: 'D1' },
    { name: 'সাকিব', roll: '7', key: '00000000000000000007', section: 'বিজ্ঞান', gender: null, guardian: 'অভিভাবক', code: 'D2' },
    { name: 'মিতু', roll: '45', key: '00000000000000000045', section: null, gender: null, guardian: 'অভিভাবক', code: 'D3' },
  ]);
  expect(rows[0]).not.toHaveProperty('section_id');
  const institution = await db.selectFrom('institutions').selectAll().executeTakeFirstOrThrow();
  expect(institution).toMatchObject({ name: 'চন্দনপুর সরকারি কলেজ', eiin: null, mission: null, citizen_charter_file: null, rti_officer_email: null });

  // 0045 is 45 in the same class and section, by the database's own index.
  const again = { full_name: 'আরেকজন', roll_number: '0045', roll_key: '00000000000000000045', class_id: xi.id, section: 'ক', digital_id_code: 'D5', ...stamp };
  const clash = await db.insertInto('students').values(again).execute().catch((error: unknown) => error);
  expect(isUniqueViolation(clash)).toBe(true);
  const [added] = await db.insertInto('students').values({ ...again, section: 'খ', gender: 'female' }).returning('id').execute();
  expect(added.id).toBeGreaterThan(last.id);
  const refused = await db
    .insertInto('students')
    .values({ ...again, section: 'গ', digital_id_code: 'D6', gender: 'girl' })
    .execute()
    .catch((error: unknown) => error);
  expect(String((refused as { message?: unknown } | undefined)?.message)).toMatch(/check constraint/i);

  // A section no student points at any more can go; the routine still holds its entries' sections.
  await db.deleteFrom('sections').where('id', '=', science.id).execute();
  if (isPostgres(db)) {
    const columns = await sql<{ column_name: string; data_type: string }>`select column_name, data_type from information_schema.columns where table_name = 'students' and column_name in ('roll_number', 'section', 'roll_key', 'gender')`.execute(db);
    expect(Object.fromEntries(columns.rows.map((c) => [c.column_name, c.data_type]))).toEqual({
      roll_number: 'character varying',
      roll_key: 'character varying',
      section: 'character varying',
      gender: 'character varying',
    });
  }
});
