// The college's public record (issue 13): exam results, routines as files, and recognition and permission
// letters. Results and routines name a class (a class in use by them cannot be deleted: a 409 by the resource, a
// restricting foreign key beneath it).
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { withIdColumn } from '../portable';

function stamped<T extends string>(table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> {
  return table.addColumn('created_at', 'varchar(32)', (c) => c.notNull()).addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}

export async function up(db: Kysely<any>): Promise<void> {
  await stamped(
    withIdColumn(db, db.schema.createTable('results'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('category', 'varchar(10)', (c) => c.notNull().check(sql`category in ('Public', 'Internal')`))
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
      .addColumn('exam_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('examinees', 'integer')
      .addColumn('passed', 'integer')
      .addColumn('gpa5', 'integer')
      .addColumn('file', 'varchar(255)', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('results_year_idx').on('results').columns(['year', 'id']).execute();
  await db.schema.createIndex('results_class_id_idx').on('results').column('class_id').execute();

  await stamped(
    withIdColumn(db, db.schema.createTable('routine_files'))
      .addColumn('category', 'varchar(10)', (c) => c.notNull().check(sql`category in ('Academic', 'Exam')`))
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
      .addColumn('file', 'varchar(255)', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('routine_files_class_id_idx').on('routine_files').column('class_id').execute();

  await stamped(
    withIdColumn(db, db.schema.createTable('acknowledgments'))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('image', 'varchar(255)', (c) => c.notNull()),
  ).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['acknowledgments', 'routine_files', 'results']) await db.schema.dropTable(table).execute();
}
