// The sidebar of spec section 2: groups that open and close on their own, a direct link to notices, home.
import { Award, BadgeCheck, BookOpen, Building2, CalendarClock, CalendarRange, FileText, GraduationCap, History, Image, Inbox, Layers, LibraryBig, ListOrdered, Rows3, ShieldCheck, UserCog, UserRound, Users, UsersRound, BriefcaseBusiness, type LucideIcon } from 'lucide-react';
import { T, type ScreenPath } from './texts';

export interface NavItem {
  path: ScreenPath;
  icon: LucideIcon;
  /** Screens reached from this one that count as it in the menu (the gallery list, from the gallery upload). */
  also?: ScreenPath[];
}

/** Whether the menu item stands for the screen at `pathname`. */
export function itemMatches(item: NavItem, pathname: string): boolean {
  return [item.path, ...(item.also ?? [])].some((path) => pathname === `/dashboard/${path}` || pathname.startsWith(`/dashboard/${path}/`));
}

export interface NavGroup {
  id: string;
  label: string;
  icon: LucideIcon;
  items: NavItem[];
}

export type NavEntry = { kind: 'group'; group: NavGroup } | { kind: 'link'; item: NavItem };

export const NAVIGATION: NavEntry[] = [
  {
    kind: 'group',
    group: {
      id: 'site',
      label: T.groups.site,
      icon: Building2,
      items: [
        { path: 'college-info', icon: Building2 },
        { path: 'principal-info', icon: UserRound },
        { path: 'committee-member', icon: UsersRound },
        { path: 'gallery-upload', icon: Image, also: ['gallery-list'] },
        { path: 'add-class', icon: Layers },
        { path: 'add-subject', icon: BookOpen },
        { path: 'sections', icon: Rows3 },
        // The recognition and permission letters the public record shows.
        { path: 'acknowledgments', icon: BadgeCheck },
      ],
    },
  },
  { kind: 'link', item: { path: 'notices', icon: FileText } },
  {
    kind: 'group',
    group: {
      id: 'default',
      label: T.groups.default,
      icon: Users,
      items: [
        // Their imports are reached from the lists (the ইমপোর্ট buttons).
        { path: 'student-info-form', icon: GraduationCap, also: ['students/import', 'students/photos'] },
        { path: 'teacher-info-form', icon: LibraryBig, also: ['teachers/import'] },
        { path: 'staff-info-form', icon: BriefcaseBusiness, also: ['staff/import'] },
      ],
    },
  },
  {
    kind: 'group',
    group: {
      id: 'academic',
      label: T.groups.academic,
      icon: CalendarClock,
      items: [
        { path: 'class-routine', icon: CalendarClock },
        { path: 'routine-list', icon: ListOrdered },
        // The public record: routines as files (PDF or image) and exam results.
        { path: 'routine-files', icon: CalendarRange },
        { path: 'results', icon: Award },
      ],
    },
  },
  // Beyond the spec: the messages of the public contact form, and who is an Admin.
  {
    kind: 'group',
    group: {
      id: 'admin',
      label: T.groups.admin,
      icon: ShieldCheck,
      items: [
        { path: 'contacts', icon: Inbox },
        { path: 'users', icon: UserCog },
        { path: 'audit', icon: History },
      ],
    },
  },
];
