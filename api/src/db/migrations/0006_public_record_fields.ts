// The college's public record (issue 13, points 4 and 6). The institution gains its codes (EIIN, college code,
// board), mission, objective, citizen charter (text and a PDF) and the GRS and RTI officers. A student gains a
// gender, and takes the original's model: `section` is free text (each section id becomes that section's name) and
// `roll_number` is text (kept as sent) with `roll_key` (db/rollKeys.ts) under the roll's unique index, so `0045` and
// `45` are one roll in a class and section. Students no longer point at sections, so the sections' delete rule
// counts routine entries only.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../portable';
import { ROLL_MAX_LENGTH, rollKey } from '../rollKeys';

const INSTITUTION_COLUMNS: readonly [string, string][] = [
  ['eiin', 'varchar(20)'],
  ['college_code', 'varchar(20)'],
  ['education_board', 'varchar(100)'],
  ['mission', 'text'],
  ['objective', 'text'],
  ['citizen_charter', 'text'],
  ['citizen_charter_file', 'varchar(255)'],
  ['grs_officer_name', 'varchar(150)'],
  ['grs_officer_phone', 'varchar(30)'],
  ['grs_officer_email', 'varchar(254)'],
  ['rti_officer_name', 'varchar(150)'],
  ['rti_officer_phone', 'varchar(30)'],
  ['rti_officer_email', 'varchar(254)'],
];

// A section's name may be up to 100 characters (sections.name): the column keeps a migrated name whole, while a
// write takes at most 50 (the shared schema).
const SECTION_TYPE = 'varchar(100)';
const GENDER_CHECK = sql`gender in ('male', 'female', 'other')`;

/** Each student's roll_key from its roll_number. */
async function fillRollKeys(db: Kysely<any>): Promise<void> {
  const rows: { id: number; roll_number: string }[] = await db.selectFrom('students').select(['id', 'roll_number']).execute();
  for (const row of rows) {
    await db.updateTable('students').set({ roll_key: rollKey(String(row.roll_number)) }).where('id', '=', row.id).execute();
  }
}

async function indexStudents(db: Kysely<any>): Promise<void> {
  // A roll is unique within a class and section ("no section" counts as one section), compared by its key.
  await db.schema
    .createIndex('students_roll_key')
    .on('students')
    .unique()
    .expression(sql`class_id, coalesce(section, ''), roll_key`)
    .execute();
  await db.schema.createIndex('students_section_idx').on('students').column('section').execute();
}

async function studentsOnPostgres(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('students_roll_key').execute();
  await db.schema.dropIndex('students_section_idx').execute();
  await db.schema.alterTable('students').addColumn('section', SECTION_TYPE).execute();
  await sql`update students set section = (select name from sections where sections.id = students.section_id)`.execute(db);
  await db.schema.alterTable('students').dropColumn('section_id').execute(); // and its foreign key
  await sql`alter table students alter column roll_number type ${sql.raw(`varchar(${ROLL_MAX_LENGTH})`)} using roll_number::text`.execute(db);
  await db.schema.alterTable('students').addColumn('roll_key', `varchar(${ROLL_MAX_LENGTH})`).execute();
  await fillRollKeys(db);
  await sql`alter table students alter column roll_key set not null`.execute(db);
  await db.schema
    .alterTable('students')
    .addColumn('gender', 'varchar(10)', (c) => c.check(GENDER_CHECK))
    .execute();
  await indexStudents(db);
}

/** SQLite cannot change a column's type or drop one under a foreign key: the table is made anew and filled. */
async function studentsOnSqlite(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('students_new')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('full_name', 'varchar(150)', (c) => c.notNull())
      .addColumn('contact_email', 'varchar(254)')
      .addColumn('contact_phone', 'varchar(30)')
      .addColumn('photo', 'varchar(255)')
      .addColumn('roll_number', `varchar(${ROLL_MAX_LENGTH})`, (c) => c.notNull())
      .addColumn('roll_key', `varchar(${ROLL_MAX_LENGTH})`, (c) => c.notNull())
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
      .addColumn('section', SECTION_TYPE)
      .addColumn('gender', 'varchar(10)', (c) => c.check(GENDER_CHECK))
      .addColumn('date_of_birth', 'varchar(10)')
      .addColumn('address', 'varchar(500)')
      .addColumn('guardian_name', 'varchar(150)')
      .addColumn('guardian_contact', 'varchar(30)')
      .addColumn('digital_id_code', 'varchar(64)', (c) => c.notNull().unique())
      .execute();
    await sql`
      insert into students_new (id, created_at, updated_at, full_name, contact_email, contact_phone, photo, roll_number, roll_key,
        class_id, section, gender, date_of_birth, address, guardian_name, guardian_contact, digital_id_code)
      select s.id, s.created_at, s.updated_at, s.full_name, s.contact_email, s.contact_phone, s.photo, cast(s.roll_number as text), '',
        s.class_id, (select name from sections where sections.id = s.section_id), null, s.date_of_birth, s.address, s.guardian_name,
        s.guardian_contact, s.digital_id_code
      from students s`.execute(trx);
    // Ids are never given again: the new table's counter goes on from the old one's.
    const counter = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'students'`.execute(trx);
    await trx.schema.dropTable('students').execute();
    await trx.schema.alterTable('students_new').renameTo('students').execute();
    const seq = counter.rows[0]?.seq;
    if (seq !== undefined) {
      const now = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'students'`.execute(trx);
      if (now.rows.length) await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = 'students'`.execute(trx);
      else await sql`insert into sqlite_sequence (name, seq) values ('students', ${seq})`.execute(trx);
    }
    await fillRollKeys(trx);
    await indexStudents(trx);
  });
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of INSTITUTION_COLUMNS) await db.schema.alterTable('institutions').addColumn(column, type as 'text').execute();
  if (isPostgres(db)) await studentsOnPostgres(db);
  else await studentsOnSqlite(db);
}

export async function down(): Promise<void> {
  // Free-text sections and text rolls cannot all go back to section ids and integers.
  throw new Error('0006_public_record_fields cannot be undone');
}
