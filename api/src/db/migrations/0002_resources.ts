// The managed resources of API.md. Foreign keys restrict deletes (a record still in use is a 409, never a
// silent cascade); the unique indexes back the checks the resources make before writing.
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { withIdColumn } from '../portable';

/** Resources whose list answers are cached; each write bumps its counter (see resources/cache.ts). */
export const VERSIONED_RESOURCES = [
  'institutions',
  'principal-vice-principal',
  'committee-members',
  'notices',
  'gallery',
  'teachers',
  'staff',
  'students',
  'classes',
  'sections',
  'subjects',
  'class-routine',
  'contacts',
];

function stamped<T extends string>(table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> {
  return table.addColumn('created_at', 'varchar(32)', (c) => c.notNull()).addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}

function person<T extends string>(table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> {
  return table
    .addColumn('full_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('contact_email', 'varchar(254)')
    .addColumn('contact_phone', 'varchar(30)')
    .addColumn('photo', 'varchar(255)');
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('resource_versions')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('resource_versions')
    .values(VERSIONED_RESOURCES.map((name) => ({ name, version: 1 })))
    .execute();

  await stamped(
    withIdColumn(db, db.schema.createTable('institutions'))
      // One institution per site: every row has singleton = 1, and it is unique.
      .addColumn('singleton', 'integer', (c) => c.notNull().defaultTo(1).unique().check(sql`singleton = 1`))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('government_approval_number', 'varchar(100)')
      .addColumn('government_approval_date', 'varchar(10)')
      .addColumn('history', 'text')
      .addColumn('address', 'varchar(500)')
      .addColumn('address_code', 'varchar(50)')
      .addColumn('contact_email', 'varchar(254)')
      .addColumn('contact_phone', 'varchar(30)')
      .addColumn('logo', 'varchar(255)')
      .addColumn('institution_image', 'varchar(255)'),
  ).execute();

  await stamped(
    person(
      withIdColumn(db, db.schema.createTable('principals')).addColumn('designation', 'varchar(20)', (c) =>
        c.notNull().unique().check(sql`designation in ('principal', 'vice_principal')`),
      ),
    ).addColumn('message', 'text'),
  ).execute();

  await stamped(person(withIdColumn(db, db.schema.createTable('committee_members'))).addColumn('role', 'varchar(100)', (c) => c.notNull())).execute();

  await stamped(
    withIdColumn(db, db.schema.createTable('notices'))
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('pdf_file', 'varchar(255)')
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('category', 'varchar(100)'),
  ).execute();
  await db.schema.createIndex('notices_date_idx').on('notices').columns(['date', 'id']).execute();

  await stamped(
    withIdColumn(db, db.schema.createTable('gallery'))
      .addColumn('image', 'varchar(255)', (c) => c.notNull())
      .addColumn('caption', 'varchar(255)'),
  ).execute();

  await stamped(
    person(withIdColumn(db, db.schema.createTable('teachers')))
      .addColumn('designation', 'varchar(100)')
      .addColumn('subject', 'varchar(100)')
      .addColumn('profile', 'text'),
  ).execute();

  await stamped(
    person(withIdColumn(db, db.schema.createTable('staff')))
      .addColumn('designation', 'varchar(100)', (c) => c.notNull())
      .addColumn('profile', 'text'),
  ).execute();

  for (const table of ['classes', 'sections']) {
    await stamped(withIdColumn(db, db.schema.createTable(table)).addColumn('name', 'varchar(100)', (c) => c.notNull())).execute();
    await db.schema.createIndex(`${table}_name_key`).on(table).unique().expression(sql`lower(name)`).execute();
  }

  await stamped(
    withIdColumn(db, db.schema.createTable('subjects'))
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict')),
  ).execute();
  await db.schema
    .createIndex('subjects_class_name_key')
    .on('subjects')
    .unique()
    .expression(sql`class_id, lower(name)`)
    .execute();

  await stamped(
    person(withIdColumn(db, db.schema.createTable('students')))
      .addColumn('roll_number', 'integer', (c) => c.notNull())
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
      .addColumn('section_id', 'integer', (c) => c.references('sections.id').onDelete('restrict'))
      .addColumn('date_of_birth', 'varchar(10)')
      .addColumn('address', 'varchar(500)')
      .addColumn('guardian_name', 'varchar(150)')
      .addColumn('guardian_contact', 'varchar(30)')
      .addColumn('digital_id_code', 'varchar(64)', (c) => c.notNull().unique()),
  ).execute();
  // A roll number is unique within a class and section ("no section" counts as one section).
  await db.schema
    .createIndex('students_roll_key')
    .on('students')
    .unique()
    .expression(sql`class_id, coalesce(section_id, 0), roll_number`)
    .execute();
  await db.schema.createIndex('students_section_idx').on('students').column('section_id').execute();

  await stamped(
    withIdColumn(db, db.schema.createTable('class_routines'))
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
      .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id').onDelete('restrict'))
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('restrict'))
      .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id').onDelete('restrict'))
      .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('day', 'varchar(3)', (c) => c.check(sql`day in ('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat')`)),
  ).execute();
  for (const column of ['class_id', 'section_id', 'subject_id', 'teacher_id']) {
    await db.schema.createIndex(`class_routines_${column}_idx`).on('class_routines').column(column).execute();
  }

  await stamped(
    withIdColumn(db, db.schema.createTable('contacts'))
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)')
      .addColumn('phone', 'varchar(30)')
      .addColumn('message', 'text', (c) => c.notNull()),
  ).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'contacts',
    'class_routines',
    'students',
    'subjects',
    'sections',
    'classes',
    'staff',
    'teachers',
    'gallery',
    'notices',
    'committee_members',
    'principals',
    'institutions',
    'resource_versions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
