// The URL state of the public record's pages (`/result?category=Public&page=2`, `/facnstaff?tab=staff&page=2`,
// `/routine?class=3&section=ক`), read the same way by the page and by its reads (api/prefetch.ts), so the server
// draws exactly the view the URL names and the browser finds its reads in the cache.
import { RESULT_CATEGORIES, toLatinDigits, type ResultCategory } from 'remote_shared/schemas';
import type { NamedItem } from '../api/publicApi';

/**
 * `?category=`: a category of results (any letter case), null for none, undefined for a value that is no
 * category (the page is then a 404, like a page number that is no page).
 */
export function parseResultCategory(raw: string | null): ResultCategory | null | undefined {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  return RESULT_CATEGORIES.find((category) => category.toLowerCase() === text.toLowerCase());
}

/** `?category=Public&page=2`, each only when it says something. */
export function resultSearch(category: ResultCategory | null, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const FACULTY_TABS = ['teachers', 'staff'] as const;
export type FacultyTab = (typeof FACULTY_TABS)[number];

/** `?tab=`: teachers when none is given, undefined for an unknown tab (a 404). */
export function parseFacultyTab(raw: string | null): FacultyTab | undefined {
  const text = raw?.trim().toLowerCase() ?? '';
  if (!text) return 'teachers';
  return FACULTY_TABS.find((tab) => tab === text);
}

/** `?tab=staff&page=2`: the teachers' tab is the page's own address. */
export function facultySearch(tab: FacultyTab, page: number): string {
  const params = new URLSearchParams();
  if (tab !== 'teachers') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An id in a URL (`3`, `৩`), else null. */
export function parseId(raw: string | null): number | null {
  const text = toLatinDigits(raw?.trim() ?? '');
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** A name as a visitor may type it: spaces, letter case and Bengali or Latin digits do not matter. */
const nameKey = (text: string) => toLatinDigits(text).trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The item a URL names, by id or by name (`?section=2` or `?section=ক`; `?class=3` or `?class=একাদশ`): an id
 * that is in the list is that item, anything else is looked for by name. Null when none matches.
 */
export function findNamed(items: readonly NamedItem[], raw: string | null): NamedItem | null {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  const id = parseId(text);
  const byId = id === null ? undefined : items.find((item) => item.id === id);
  return byId ?? items.find((item) => nameKey(item.name) === nameKey(text)) ?? null;
}
