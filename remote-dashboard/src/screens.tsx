// Which component shows each dashboard route. Screens load on demand, so opening one screen does not download
// the code of all the others.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenPath } from './texts';

export const SCREEN_COMPONENTS: Record<ScreenPath, LazyExoticComponent<ComponentType>> = {
  'college-info': lazy(() => import('./features/institution/InstitutionScreen')),
  'principal-info': lazy(() => import('./features/principal/PrincipalScreen')),
  'committee-member': lazy(() => import('./features/committee/CommitteeScreen')),
  'gallery-upload': lazy(() => import('./features/gallery/GalleryUploadScreen')),
  'gallery-list': lazy(() => import('./features/gallery/GalleryListScreen')),
  'add-class': lazy(() => import('./features/classes/ClassesScreen')),
  'add-subject': lazy(() => import('./features/subjects/SubjectsScreen')),
  notices: lazy(() => import('./features/notices/NoticesScreen')),
  'student-info-form': lazy(() => import('./features/students/StudentsScreen')),
  'teacher-info-form': lazy(() => import('./features/people/TeachersScreen')),
  'staff-info-form': lazy(() => import('./features/people/StaffScreen')),
  'class-routine': lazy(() => import('./features/routine/RoutineScreen')),
  sections: lazy(() => import('./features/classes/SectionsScreen')),
  'routine-list': lazy(() => import('./features/routine/RoutineListScreen')),
  contacts: lazy(() => import('./features/contacts/ContactsScreen')),
  users: lazy(() => import('./features/users/UsersScreen')),
  results: lazy(() => import('./features/results/ResultsScreen')),
  'routine-files': lazy(() => import('./features/routines/RoutineFilesScreen')),
  acknowledgments: lazy(() => import('./features/acknowledgments/AcknowledgmentsScreen')),
  audit: lazy(() => import('./features/audit/AuditScreen')),
  'students/import': lazy(() => import('./features/transfer/ImportScreen').then((m) => ({ default: m.StudentsImportScreen }))),
  'teachers/import': lazy(() => import('./features/transfer/ImportScreen').then((m) => ({ default: m.TeachersImportScreen }))),
  'staff/import': lazy(() => import('./features/transfer/ImportScreen').then((m) => ({ default: m.StaffImportScreen }))),
  'students/photos': lazy(() => import('./features/transfer/PhotoImportScreen')),
};
