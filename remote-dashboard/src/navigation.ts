// The sidebar of spec section 2 (groups that open and close on their own, a direct link to notices, home), the
// overview's cards and its quick actions, all made from the screens' descriptors (screens.tsx), in their order.
import type { LucideIcon } from 'lucide-react';
import { GROUPS, SCREENS, type GroupId, type ScreenDescriptor, type ScreenPath } from './screens';

export interface NavItem {
  path: ScreenPath;
  title: string;
  icon: LucideIcon;
  /** Screens reached from this one that count as it in the menu (the gallery list, from the gallery upload). */
  also: ScreenPath[];
}

/** Whether the menu item stands for the screen at `pathname`. */
export function itemMatches(item: NavItem, pathname: string): boolean {
  return [item.path, ...item.also].some((path) => pathname === `/dashboard/${path}` || pathname.startsWith(`/dashboard/${path}/`));
}

export interface NavGroup {
  id: GroupId;
  label: string;
  icon: LucideIcon;
  items: NavItem[];
}

export type NavEntry = { kind: 'group'; group: NavGroup } | { kind: 'link'; item: NavItem };

const screens: readonly ScreenDescriptor[] = SCREENS;

function itemOf(screen: ScreenDescriptor): NavItem {
  if (!screen.icon) throw new Error(`the dashboard screen ${screen.path} is in the menu without an icon`);
  const also = screens.filter((other) => typeof other.menu === 'object' && other.menu.within === screen.path).map((other) => other.path as ScreenPath);
  return { path: screen.path as ScreenPath, title: screen.title, icon: screen.icon, also };
}

/** The sidebar: each group where its first screen stands, holding its screens in order; a `top` screen as a link. */
export const NAVIGATION: NavEntry[] = screens.reduce<NavEntry[]>((entries, screen) => {
  const { menu } = screen;
  if (typeof menu === 'object') return entries;
  if (menu === 'top') return [...entries, { kind: 'link', item: itemOf(screen) }];
  const group = entries.find((entry) => entry.kind === 'group' && entry.group.id === menu);
  if (group?.kind === 'group') {
    group.group.items.push(itemOf(screen));
    return entries;
  }
  return [...entries, { kind: 'group', group: { id: menu, ...GROUPS[menu], items: [itemOf(screen)] } }];
}, []);

/** Every screen of the menu, in its order (the overview's cards). */
export const MENU_ITEMS: NavItem[] = NAVIGATION.flatMap((entry) => (entry.kind === 'group' ? entry.group.items : [entry.item]));

/** The overview's quick actions: links to the screens that offer them, in their rank. */
export const QUICK_ACTIONS: { label: string; to: string; icon: LucideIcon }[] = screens
  .flatMap((screen) => (screen.quick ?? []).map((action) => ({ ...action, to: `/dashboard/${screen.path}${action.query ? `?${action.query}` : ''}` })))
  .sort((a, b) => a.rank - b.rank)
  .map(({ label, to, icon }) => ({ label, to, icon }));
