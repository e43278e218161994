// Every dashboard screen, declared once: its path under /dashboard (the spec's URLs), its title (ui-text.md's
// sidebar label, also its heading and the page title), its place in the sidebar, its icon, the resource it shows
// and its component. The router (DashboardApp), the sidebar and the overview's cards and quick actions
// (navigation.ts) are made from this list; a screen reads its own title and resource from it (screenContext.ts).
// Screens load on demand, so opening one screen does not download the code of all the others.
import {
  Award,
  BadgeCheck,
  BookOpen,
  BriefcaseBusiness,
  Building2,
  CalendarClock,
  CalendarDays,
  CalendarRange,
  FilePlus2,
  FileText,
  GraduationCap,
  History,
  IdCard,
  Image,
  Inbox,
  Layers,
  LibraryBig,
  ListOrdered,
  Rows3,
  ShieldCheck,
  Upload,
  UserCog,
  UserPlus,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceKey } from 'remote_shared/registry';
import type { CrudTexts } from './crud/CrudScreen';
import { T } from './texts';

const O = T.overview;

/** The sidebar's groups, in no order of their own: a group stands where its first screen does. */
export const GROUPS = {
  site: { label: T.groups.site, icon: Building2 },
  default: { label: T.groups.default, icon: Users },
  academic: { label: T.groups.academic, icon: CalendarClock },
  admin: { label: T.groups.admin, icon: ShieldCheck },
} satisfies Record<string, { label: string; icon: LucideIcon }>;
export type GroupId = keyof typeof GROUPS;

/** A link of the overview's quick actions to this screen. */
export interface QuickAction {
  label: string;
  icon: LucideIcon;
  /** `new=1` opens the list's add form (CrudScreen). */
  query?: string;
  /** Its place among the quick actions, which follow the work of a day rather than the menu. */
  rank: number;
}

export interface ScreenDescriptor {
  path: string;
  title: string;
  /**
   * Where the sidebar shows it: in a group, as a link of its own (`top`), or not at all but counting as the
   * screen it is reached from (`{ within }`: the gallery list, the imports), whose menu item it lights up.
   */
  menu: GroupId | 'top' | { within: string };
  /** Its sidebar and overview icon (a screen in the menu has one). */
  icon?: LucideIcon;
  /** The resource it lists and edits: CrudScreen's by default; the first screen of a resource names it in the audit trail. */
  resource?: ResourceKey;
  /** What the audit trail calls its resource, when not the title (the teachers' screen: শিক্ষক). */
  resourceName?: string;
  /** A list screen's texts (CrudScreen's: toasts, the empty list, the form's button and titles). */
  texts?: CrudTexts;
  component: LazyExoticComponent<ComponentType>;
  quick?: readonly QuickAction[];
}

const importScreen = (name: 'StudentsImportScreen' | 'TeachersImportScreen' | 'StaffImportScreen') =>
  lazy(() => import('./features/transfer/ImportScreen').then((m) => ({ default: m[name] })));

export const SCREENS = [
  // Site configuration.
  { path: 'college-info', title: 'প্রতিষ্ঠানের তথ্য', menu: 'site', icon: Building2, resource: 'institutions', component: lazy(() => import('./features/institution/InstitutionScreen')) },
  { path: 'principal-info', title: 'অধ্যক্ষ/উপাধ্যক্ষ', menu: 'site', icon: UserRound, resource: 'principals', component: lazy(() => import('./features/principal/PrincipalScreen')) },
  { path: 'committee-member', title: 'কমিটি সদস্য', menu: 'site', icon: UsersRound, resource: 'committee', texts: T.committee, component: lazy(() => import('./features/committee/CommitteeScreen')) },
  { path: 'gallery-upload', title: 'গ্যালারি ছবি', menu: 'site', icon: Image, component: lazy(() => import('./features/gallery/GalleryUploadScreen')) },
  { path: 'gallery-list', title: 'গ্যালারি তালিকা', menu: { within: 'gallery-upload' }, resource: 'gallery', component: lazy(() => import('./features/gallery/GalleryListScreen')) },
  { path: 'add-class', title: 'শ্রেণি যোগ করুন', menu: 'site', icon: Layers, resource: 'classes', resourceName: T.fields.className, component: lazy(() => import('./features/classes/ClassesScreen')) },
  { path: 'add-subject', title: 'বিষয় যোগ করুন', menu: 'site', icon: BookOpen, resource: 'subjects', texts: T.subjects, resourceName: T.fields.subject, component: lazy(() => import('./features/subjects/SubjectsScreen')) },
  // Beyond the spec's twelve: what the dashboard needs to be usable on its own.
  { path: 'sections', title: 'সেকশন', menu: 'site', icon: Rows3, resource: 'sections', component: lazy(() => import('./features/classes/SectionsScreen')) },
  // The recognition and permission letters the public record shows (issue 13).
  { path: 'acknowledgments', title: 'অনুমতি ও স্বীকৃতি', menu: 'site', icon: BadgeCheck, resource: 'acknowledgments', texts: T.acknowledgments, component: lazy(() => import('./features/acknowledgments/AcknowledgmentsScreen')) },

  {
    path: 'notices',
    title: 'নোটিশ',
    menu: 'top',
    icon: FileText,
    resource: 'notices',
    texts: T.notices,
    component: lazy(() => import('./features/notices/NoticesScreen')),
    quick: [{ label: O.addNotice, icon: FilePlus2, query: 'new=1', rank: 1 }],
  },

  // The people; their imports (issue 14) are reached from the lists' ইমপোর্ট buttons.
  {
    path: 'student-info-form',
    title: 'শিক্ষার্থীর তথ্য',
    menu: 'default',
    icon: GraduationCap,
    resource: 'students',
    texts: T.students,
    resourceName: O.students,
    component: lazy(() => import('./features/students/StudentsScreen')),
    // The students list prints one card or a whole class.
    quick: [
      { label: O.addStudent, icon: UserPlus, query: 'new=1', rank: 2 },
      { label: O.printIdCards, icon: IdCard, rank: 4 },
    ],
  },
  { path: 'students/import', title: 'শিক্ষার্থী ইমপোর্ট', menu: { within: 'student-info-form' }, component: importScreen('StudentsImportScreen'), quick: [{ label: O.importStudents, icon: Upload, rank: 3 }] },
  { path: 'students/photos', title: 'শিক্ষার্থীর ছবি ইমপোর্ট', menu: { within: 'student-info-form' }, component: lazy(() => import('./features/transfer/PhotoImportScreen')) },
  { path: 'teacher-info-form', title: 'শিক্ষকের তথ্য', menu: 'default', icon: LibraryBig, resource: 'teachers', texts: T.teachers, resourceName: O.teachers, component: lazy(() => import('./features/people/TeachersScreen')) },
  { path: 'teachers/import', title: 'শিক্ষক ইমপোর্ট', menu: { within: 'teacher-info-form' }, component: importScreen('TeachersImportScreen') },
  { path: 'staff-info-form', title: 'কর্মচারীর তথ্য', menu: 'default', icon: BriefcaseBusiness, resource: 'staff', texts: T.staff, resourceName: O.staff, component: lazy(() => import('./features/people/StaffScreen')) },
  { path: 'staff/import', title: 'কর্মচারী ইমপোর্ট', menu: { within: 'staff-info-form' }, component: importScreen('StaffImportScreen') },

  // Academic: the weekly routine, the public record's routines as files and exam results, the academic calendar.
  { path: 'class-routine', title: 'ক্লাস রুটিন', menu: 'academic', icon: CalendarClock, resource: 'routine', component: lazy(() => import('./features/routine/RoutineScreen')) },
  { path: 'routine-list', title: 'রুটিন তালিকা', menu: 'academic', icon: ListOrdered, resource: 'routine', texts: T.routine, component: lazy(() => import('./features/routine/RoutineListScreen')) },
  { path: 'routine-files', title: 'রুটিন (ফাইল)', menu: 'academic', icon: CalendarRange, resource: 'routines', texts: T.routineFiles, component: lazy(() => import('./features/routines/RoutineFilesScreen')) },
  { path: 'results', title: 'ফলাফল', menu: 'academic', icon: Award, resource: 'results', texts: T.results, component: lazy(() => import('./features/results/ResultsScreen')) },
  { path: 'calendar', title: 'একাডেমিক ক্যালেন্ডার', menu: 'academic', icon: CalendarDays, resource: 'calendar', texts: T.calendar, component: lazy(() => import('./crud/ResourceScreen')) },

  // Beyond the spec: the messages of the public contact form, who is an Admin, and the audit trail (issue 14).
  { path: 'contacts', title: 'যোগাযোগ বার্তা', menu: 'admin', icon: Inbox, resource: 'contacts', texts: T.contacts, component: lazy(() => import('./features/contacts/ContactsScreen')) },
  { path: 'users', title: 'ব্যবহারকারী', menu: 'admin', icon: UserCog, resource: 'users', texts: T.users, component: lazy(() => import('./features/users/UsersScreen')) },
  { path: 'audit', title: 'পরিবর্তনের ইতিহাস', menu: 'admin', icon: History, component: lazy(() => import('./features/audit/AuditScreen')) },
] as const satisfies readonly ScreenDescriptor[];

export type ScreenPath = (typeof SCREENS)[number]['path'];
