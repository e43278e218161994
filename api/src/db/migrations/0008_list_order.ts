// Indexes in the order the growing lists are read (their resources' `order`), so a page of a list is read off
// the index instead of sorting the whole table for each page: the students screen (a roll in its class and
// section), and the messages and the gallery (newest first). On 5,000 students a page of 10 cost 6 ms of sorting.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('students_list_order_idx').on('students').columns(['class_id', 'section', 'roll_key', 'roll_number', 'id']).execute();
  await db.schema.createIndex('contacts_created_idx').on('contacts').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('gallery_created_idx').on('gallery').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('gallery_created_idx').execute();
  await db.schema.dropIndex('contacts_created_idx').execute();
  await db.schema.dropIndex('students_list_order_idx').execute();
}
