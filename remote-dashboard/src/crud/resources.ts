// The API resources the dashboard manages, and which other lists show their data.
import type { Resource } from './api';

export const RESOURCES = {
  institutions: { path: 'institutions', tag: 'Institution' },
  principals: { path: 'principal-vice-principal', tag: 'Principal' },
  committee: { path: 'committee-members', tag: 'Committee' },
  notices: { path: 'notices', tag: 'Notice' },
  gallery: { path: 'gallery', tag: 'Gallery' },
  teachers: { path: 'teachers', tag: 'Teacher', alsoChanges: ['Routine'] },
  staff: { path: 'staff', tag: 'Staff' },
  students: { path: 'students', tag: 'Student' },
  classes: { path: 'classes', tag: 'Class', alsoChanges: ['Subject', 'Student', 'Routine'] },
  sections: { path: 'sections', tag: 'Section', alsoChanges: ['Student', 'Routine'] },
  subjects: { path: 'subjects', tag: 'Subject', alsoChanges: ['Routine'] },
  routine: { path: 'class-routine', tag: 'Routine' },
  contacts: { path: 'contacts', tag: 'Contact' },
  users: { path: 'users', tag: 'User' },
} satisfies Record<string, Resource>;
