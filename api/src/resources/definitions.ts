// Every managed resource of API.md, in the order the API registers them. Each is described in the registry
// (remote_shared/registry: path, fields, files, access, filters, cache tags) and served from its domain file
// here (table, order, the rules that need the database): institution.ts, notices.ts, gallery.ts, people.ts,
// academics.ts, publicRecord.ts, contacts.ts, users.ts. A new resource: its registry entry, its domain file, a line below.
import { classes, routine, sections, subjects } from './academics';
import { contacts } from './contacts';
import { defineResource } from './crud/define';
import type { ResourceDefinition } from './crud/types';
import { gallery } from './gallery';
import { committeeMembers, institutions, principals } from './institution';
import { notices } from './notices';
import { staff, students, teachers } from './people';
import { acknowledgments, results, routineFiles } from './publicRecord';
import { users } from './users';

export { classes, committeeMembers, contacts, gallery, institutions, notices, principals, routine, sections, staff, students, subjects, teachers, users };
export { acknowledgments, results, routineFiles };

/** The academic calendar: its events by their first day. */
export const calendar = defineResource('calendar', {
  table: 'calendar_events',
  order: [
    ['start_date', 'asc'],
    ['id', 'asc'],
  ],
});

export const RESOURCES: readonly ResourceDefinition[] = [
  institutions,
  principals,
  committeeMembers,
  notices,
  gallery,
  teachers,
  staff,
  students,
  classes,
  sections,
  subjects,
  routine,
  results,
  routineFiles,
  acknowledgments,
  calendar,
  contacts,
  users,
];
